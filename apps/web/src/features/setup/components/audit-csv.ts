import type { TAuditEntry } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { csvBlob } from '@/lib/export/csv';
import { formatDateTime } from '@/lib/format-date-time';
import { runtimeKey } from '@/lib/translation-key';
import { detailLines } from './audit-details';
import { actorName, auditSentence, toldInSentence } from './audit-sentence';

/** The filtered log as a CSV in the reader's language: the screen's sentences and lines (decision 250). */
export function auditCsv(entries: readonly TAuditEntry[], t: TFunction, exists: (k: string) => boolean): Blob {
  const kind = (e: TAuditEntry) =>
    exists(`setup.audit.kind.${e.entity_type}`) ? t(runtimeKey(`setup.audit.kind.${e.entity_type}`)) : e.entity_type;
  return csvBlob(entries, [
    { header: t('setup.audit.when'), value: (e) => formatDateTime(e.created_at) },
    { header: t('setup.audit.who'), value: (e) => actorName(e, t) },
    { header: t('setup.audit.csv_kind'), value: kind },
    { header: t('setup.audit.csv_building'), value: (e) => e.building?.name ?? '' },
    { header: t('setup.audit.what_happened'), value: (e) => auditSentence(e, t, exists) },
    {
      header: t('setup.audit.csv_changes'),
      value: (e) => detailLines(e.details, t, exists, toldInSentence(e.action)).join('\n'),
    },
  ]);
}
