import type { TAuditEntry } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { runtimeKey } from '@/lib/translation-key';
import { fieldName, valueText } from './audit-details';

type Change = { before: unknown; after: unknown };
const countOf = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);

/** A setting's value with its unit where it has one ("30 minutes"), else as the details show it. */
function settingValue(key: string, value: unknown, t: TFunction, withUnit: boolean): string {
  const unit = key.endsWith('_minutes') ? 'minutes' : key.endsWith('_days') ? 'days' : null;
  if (!unit || typeof value !== 'number') return valueText(value, t);
  return withUnit ? t(runtimeKey(`setup.audit.unit.${unit}`), { count: value }) : String(value);
}

/** The params a kind's sentence already tells, left out of the lines beneath it. */
export const toldInSentence = (action: string): readonly string[] =>
  action.startsWith('auth.') ? ['username', 'ip'] : [];

/** Who did it, as the sentence names them. */
export function actorName(entry: TAuditEntry, t: TFunction): string {
  if (entry.user) return entry.user.name;
  // Changes made by no person: the identity provider over SCIM, or cli.js (decision 448).
  if (entry.details.via === 'scim') return t('setup.audit.by_scim');
  if (entry.details.via === 'cli') return t('setup.audit.by_cli');
  return entry.action.startsWith('auth.') ? t('setup.audit.someone') : t('setup.audit.unknown_user');
}

/**
 * An entry in words, in the reader's language (issue 38, decision 250): "Ada Admin changed auto-release from
 * 15 to 30 minutes". A kind without a sentence falls back to its label, then to its code.
 */
export function auditSentence(entry: TAuditEntry, t: TFunction, exists: (key: string) => boolean): string {
  const d = entry.details;
  const who = actorName(entry, t);
  const name = entry.entity_name ?? (entry.entity_id !== null ? `#${entry.entity_id}` : '');
  const params = {
    who,
    name,
    username: typeof d.username === 'string' ? d.username : '',
    ip: typeof d.ip === 'string' ? d.ip : '',
    interpolation: { escapeValue: false },
  };
  if (entry.action === 'settings.update' && d.changes && typeof d.changes === 'object') {
    const changes = Object.entries(d.changes as Record<string, Change>);
    if (changes.length === 1) {
      const [key, c] = changes[0];
      const field = exists(`setup.audit.setting.${key}`)
        ? t(runtimeKey(`setup.audit.setting.${key}`))
        : fieldName(key, t, exists);
      return t('setup.audit.sentence.settings.change', {
        ...params,
        field,
        before: settingValue(key, c.before, t, false),
        after: settingValue(key, c.after, t, true),
      });
    }
    return t(runtimeKey('setup.audit.sentence.settings.update'), { ...params, count: changes.length });
  }
  const key = `setup.audit.sentence.${entry.action}`;
  if (entry.action === 'desk.bulk_create' || entry.action === 'user.import') {
    const count = entry.action === 'desk.bulk_create' ? countOf(d.desk_ids) : countOf(d.created);
    return t(runtimeKey(key), { ...params, count });
  }
  if (exists(key)) return t(runtimeKey(key), params);
  const label = `setup.audit.action.${entry.action}`;
  return `${who}: ${exists(label) ? t(runtimeKey(label)) : entry.action}${name ? ` ${name}` : ''}`;
}
