import { List } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/lib/translation-key';

type Change = { before: unknown; after: unknown };
const isChange = (v: unknown): v is Change => !!v && typeof v === 'object' && 'before' in v && 'after' in v;

/** A field's name in the reader's language: the setting's label, a known field, else the key in words. */
export function fieldName(key: string, t: TFunction, exists: (k: string) => boolean): string {
  for (const k of [`setup.audit.field.${key}`, `setup.rules.${key}`]) if (exists(k)) return t(runtimeKey(k));
  return key.replace(/_/g, ' ');
}

/** A value as a person reads it: on/off, an empty mark, lists joined; never raw JSON for simple values. */
export function valueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('setup.audit.on') : t('setup.audit.off');
  if (Array.isArray(value)) return value.map((v) => valueText(v, t)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Keys for machines, never shown: the channel (`via`) and the SCIM token's id beside its name (decision 448). */
const TECHNICAL = new Set(['version', 'via', 'scim_token_id']);
/** References that name nothing (no group, no buildings, nobody joined) are left out rather than shown empty. */
const OPTIONAL = new Set(['user_id', 'group_id', 'building_ids', 'joined', 'left']);
const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/** A value in words where it is a code: a role's name (decision 448). */
function fieldValue(key: string, value: unknown, t: TFunction, exists: (k: string) => boolean): string {
  const label = `identity.roles.role_${String(value)}`;
  if (key === 'role' && typeof value === 'string' && exists(label)) return t(runtimeKey(label));
  return valueText(value, t);
}

/**
 * What changed, line by line (decision 178): "Bookable days: 10 → 14" for a change (a settings change's `changes`,
 * or a place's `before`/`after`), else "Name: value" for what was created or removed. A `before` without `after`
 * (a SCIM group's rename) is told against the entry's own values: "Name: Sales NL → Sales" (decision 448).
 */
export function detailLines(
  details: Record<string, unknown>,
  t: TFunction,
  exists: (k: string) => boolean,
  omit: readonly string[] = [],
): string[] {
  if (details.changes && typeof details.changes === 'object') {
    return Object.entries(details.changes as Record<string, unknown>)
      .filter(([, c]) => isChange(c))
      .map(
        ([k, c]) =>
          `${fieldName(k, t, exists)}: ${valueText((c as Change).before, t)} → ${valueText((c as Change).after, t)}`,
      );
  }
  if (details.before && details.after && typeof details.after === 'object') {
    const before = details.before as Record<string, unknown>;
    const after = details.after as Record<string, unknown>;
    return Object.keys(after)
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => `${fieldName(k, t, exists)}: ${valueText(before[k], t)} → ${valueText(after[k], t)}`);
  }
  const before =
    details.before && typeof details.before === 'object' && !Array.isArray(details.before)
      ? (details.before as Record<string, unknown>)
      : null;
  const changed = before
    ? Object.keys(before)
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(details[k]))
        .map((k) => `${fieldName(k, t, exists)}: ${valueText(before[k], t)} → ${valueText(details[k], t)}`)
    : [];
  const rest = Object.entries(details)
    .filter(([k]) => !TECHNICAL.has(k) && !omit.includes(k))
    .filter(([k]) => !before || (k !== 'before' && !(k in before)))
    .filter(([k, v]) => !(OPTIONAL.has(k) && isEmpty(v)))
    .map(([k, v]) => `${fieldName(k, t, exists)}: ${fieldValue(k, v, t, exists)}`);
  return [...changed, ...rest];
}

/** The before/after lines of an entry beneath its sentence. */
export function AuditDetails({ details, omit }: { details: Record<string, unknown>; omit?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lines = detailLines(details, t, (k) => i18n.exists(k), omit);
  if (lines.length === 0) return null;
  return (
    <List size="sm" c="dimmed" spacing={2} listStyleType="none" data-testid="audit-details">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
