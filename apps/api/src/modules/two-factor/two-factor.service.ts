import {
  ErrorCode,
  STAFF_ROLE,
  type TRecoveryCodes,
  type TSecondFactorMethod,
  type TTotpEnrolment,
  type TTwoFactorStatus,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import { type LiveApp, publishUserChanged } from '../../live';
import { cachedSettings } from '../configuration';
import { isRecoveryCodeShape, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { matchedStep, newTotpSecret, otpauthUrl } from './totp';
import {
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findTotp,
  insertAudit,
  markTotpConfirmed,
  putPendingTotp,
  replaceRecoveryCodes,
  secondFactorsOf,
  takeRecoveryCode,
  takeStep,
  userOf,
} from './two-factor.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'secretBox'>;
const ISSUER = 'flexapp';

/** The second factors a password sign-in of this person offers: authenticator and recovery codes, passkey. */
export async function secondFactorMethods(db: DbOrTrx, userId: number): Promise<TSecondFactorMethod[]> {
  const factors = await secondFactorsOf(db, userId);
  const methods: TSecondFactorMethod[] = factors.totp ? ['totp', 'recovery_code'] : [];
  return factors.passkeys > 0 ? [...methods, 'passkey'] : methods;
}

/** Whether the user signs in with a second factor: a confirmed authenticator or a passkey (decision 350). */
export async function hasSecondFactor(db: DbOrTrx, userId: number): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}

async function hasTotp(db: DbOrTrx, userId: number): Promise<boolean> {
  return (await secondFactorsOf(db, userId)).totp;
}

/**
 * Staff must set up two-factor sign-in and have not yet (setting require_two_factor_staff, decision 240): an
 * authenticator or a passkey satisfies it (decision 350).
 */
export async function enrolmentRequired(app: LiveApp, user: { id: number; roles: string[] }) {
  if (!user.roles.includes(STAFF_ROLE)) return false;
  const settings = await cachedSettings(app);
  return settings.require_two_factor_staff && !(await hasSecondFactor(app.db, user.id));
}

/** One's two-factor state; the roles are read from the account (a session may act without staff, see above). */
export async function twoFactorStatus(app: FastifyInstance, userId: number): Promise<TTwoFactorStatus> {
  const [factors, left, user] = await Promise.all([
    secondFactorsOf(app.db, userId),
    countRecoveryCodesLeft(app.db, userId),
    userOf(app.db, userId),
  ]);
  return {
    totp_enabled: factors.totp,
    passkey_count: factors.passkeys,
    recovery_codes_left: factors.totp ? left : 0,
    enrolment_required: await enrolmentRequired(app, user),
  };
}

/** Starts enrolment: a new secret, shown this once (as text and QR code), kept sealed until confirmed. */
export async function startTotp(app: App, userId: number): Promise<TTotpEnrolment> {
  const secret = newTotpSecret();
  const stored = await putPendingTotp(app.db, userId, app.secretBox.seal(secret), app.clock.now());
  if (!stored) throw new AppError(ErrorCode.TWO_FACTOR_ALREADY_ON);
  const url = otpauthUrl((await userOf(app.db, userId)).username, ISSUER, secret);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Checks an authenticator code against the user's secret and uses it up; false when wrong or used before. */
async function takeTotpCode(app: App, db: DbOrTrx, userId: number, code: string, confirmed: boolean) {
  const totp = await findTotp(db, userId);
  if (!totp || !!totp.confirmed_at !== confirmed) return false;
  const secret = app.secretBox.open(totp.secret_sealed);
  if (!secret) return false;
  const step = matchedStep(secret, code, app.clock.now());
  return step !== null && (await takeStep(db, userId, step));
}

/** Confirms enrolment with a first code: two-factor sign-in is on; ten recovery codes, shown this once. */
export async function confirmTotp(app: App, userId: number, code: string): Promise<TRecoveryCodes> {
  const totp = await findTotp(app.db, userId);
  if (!totp) throw new AppError(ErrorCode.TWO_FACTOR_NOT_ON);
  if (totp.confirmed_at) throw new AppError(ErrorCode.TWO_FACTOR_ALREADY_ON);
  const codes = newRecoveryCodes();
  await app.db.transaction().execute(async (trx) => {
    if (!(await takeTotpCode(app, trx, userId, code, false))) throw new AppError(ErrorCode.SECOND_FACTOR_INVALID);
    await markTotpConfirmed(trx, userId, app.clock.now());
    await replaceRecoveryCodes(trx, userId, codes.map(recoveryCodeHash));
    await insertAudit(trx, userId, 'auth.two_factor_on', app.clock.now());
    await publishUserChanged(trx, userId);
  });
  return { recovery_codes: codes };
}

/**
 * A second factor at sign-in or to turn it off: a current authenticator code (once) or an unused recovery
 * code (then used up). True when it holds.
 */
export async function verifySecondFactor(app: App, userId: number, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return takeTotpCode(app, app.db, userId, code, true);
  if (!isRecoveryCodeShape(code) || !(await hasTotp(app.db, userId))) return false;
  return takeRecoveryCode(app.db, userId, recoveryCodeHash(code), app.clock.now());
}

/** Turns two-factor sign-in off (the caller proved it is the person: a code or the password). */
export async function disableTotp(app: App, userId: number): Promise<void> {
  if (!(await hasTotp(app.db, userId))) throw new AppError(ErrorCode.TWO_FACTOR_NOT_ON);
  await app.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, userId);
    await insertAudit(trx, userId, 'auth.two_factor_off', app.clock.now());
    await publishUserChanged(trx, userId);
  });
}
