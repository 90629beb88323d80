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

/**
 * What changed, line by line (decision 178): "Bookable days: 10 → 14" for a change (a settings change's `changes`,
 * or a place's `before`/`after`), else "Name: value" for what was created or removed.
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
  return Object.entries(details)
    .filter(([k]) => k !== 'version' && !omit.includes(k))
    .map(([k, v]) => `${fieldName(k, t, exists)}: ${valueText(v, t)}`);
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
