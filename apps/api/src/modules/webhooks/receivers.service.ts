import type { LookupAddress } from 'node:dns';
import { ErrorCode } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import { loadSettings } from '../configuration';
import { parseWebhookUrl, receiverAddresses, type Resolver, systemResolver } from './webhook-address';

/** A receiver's address after the checks: the URL and the addresses a request to it may connect to. */
export interface CheckedReceiver {
  url: URL;
  addresses: LookupAddress[];
}

/**
 * An http(s) URL whose host resolves only to public addresses, unless the setting allows private ones (decision 258).
 * Checked on registering and again before every attempt (DNS may change); the attempt connects to the addresses
 * checked here and no others (decision 320).
 */
export async function checkReceiver(
  db: DbOrTrx,
  url: string,
  resolve: Resolver = systemResolver,
): Promise<CheckedReceiver> {
  const settings = await loadSettings(db);
  return checkReceiverAddress(url, settings.webhooks_allow_private_addresses, resolve);
}

/**
 * The check above with the setting webhooks_allow_private_addresses already read: a delivery attempt gets it from its
 * worker, which reads it once a fetch (decision 432).
 */
export async function checkReceiverAddress(
  url: string,
  allowPrivateAddresses: boolean,
  resolve: Resolver = systemResolver,
): Promise<CheckedReceiver> {
  const parsed = parseWebhookUrl(url);
  if (!parsed) throw new AppError(ErrorCode.WEBHOOK_URL_INVALID, undefined, { url: ['http(s) only'] });
  const addresses = await receiverAddresses(parsed, allowPrivateAddresses, resolve);
  if (!addresses) throw new AppError(ErrorCode.WEBHOOK_ADDRESS_REFUSED, undefined, { url: ['private address'] });
  return { url: parsed, addresses };
}

/**
 * Registers a receiver (a webhook endpoint or a chat channel): its URL passes the checks above and `insert` writes it
 * in the form the server reads it (decisions 258, 270).
 */
export async function registerReceiver<Row>(
  db: DbOrTrx,
  url: string,
  insert: (checkedUrl: string) => Promise<Row>,
): Promise<Row> {
  const checked = await checkReceiver(db, url);
  return insert(checked.url.toString());
}
