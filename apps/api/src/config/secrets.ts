import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  postgresPassword: string;
}

/** Secrets generated on first start and kept in DATA_DIR/secrets.json (mode 0600). */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (saved.jwtSecret && saved.postgresPassword) return saved as Secrets;
  }
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    postgresPassword: randomBytes(24).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
