import type { TApiTokenCreate, TServiceAccount, TServiceAccountCreated } from '@flexapp/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import {
  deactivateServiceAccount,
  findServiceAccount,
  insertServiceAccount,
  serviceAccountRows,
} from './service-accounts.repository';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './tokens.service';

/** Service accounts (decision 211): staff make them with a first token; the token is shown only then. */
export async function createServiceAccount(db: Db, now: Date, input: TApiTokenCreate): Promise<TServiceAccountCreated> {
  return db.transaction().execute(async (trx) => {
    const id = await insertServiceAccount(trx, input.name);
    const token = await createApiToken(trx, now, { id, isStaff: true }, input);
    const { token: _secret, ...listed } = token;
    return { id, name: input.name, active: true, tokens: [listed], token };
  });
}

export async function listServiceAccounts(db: Db, now: Date): Promise<TServiceAccount[]> {
  const rows = await serviceAccountRows(db);
  return Promise.all(rows.map(async (row) => ({ ...row, tokens: await listApiTokens(db, now, row.id) })));
}

export async function addServiceAccountToken(db: Db, now: Date, id: number, input: TApiTokenCreate) {
  const account = await findServiceAccount(db, id);
  if (!account?.active) throw notFound();
  return createApiToken(db, now, { id, isStaff: true }, input);
}

export async function revokeServiceAccountToken(db: Db, now: Date, id: number, tokenId: number): Promise<void> {
  if (!(await findServiceAccount(db, id))) throw notFound();
  await revokeOwnApiToken(db, now, id, tokenId);
}

export async function removeServiceAccount(db: Db, id: number): Promise<void> {
  if (!(await findServiceAccount(db, id))) throw notFound();
  await deactivateServiceAccount(db, id);
}
