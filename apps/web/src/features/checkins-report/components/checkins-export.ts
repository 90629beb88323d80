import { CHECKIN_EXPORT_COLUMNS, type TCheckinActivity } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { csvBlob } from '@/lib/export/csv';
import { downloadBlob } from '@/lib/export/download';
import { exportFileName } from '@/lib/export/file-name';
import { jsonBlob } from '@/lib/export/json';
import { pdfBlob, tablePdf } from '@/lib/export/pdf';
import { guestContact, personName, plainDateTime } from './format';

export type ExportFormat = 'pdf' | 'csv' | 'json';

/**
 * Downloads exactly the rows the filters selected. CSV and JSON carry the API
 * fields (ISO timestamps, same columns as the server's format=csv); the PDF is
 * the readable landscape table.
 */
export async function exportCheckins(
  format: ExportFormat,
  rows: TCheckinActivity[],
  range: { start: string; end: string },
  t: TFunction,
) {
  const name = exportFileName(range.start, range.end, 'checkins', format);
  if (format === 'json') return downloadBlob(jsonBlob({ checkins: rows }), name);
  if (format === 'csv')
    return downloadBlob(
      csvBlob(
        rows,
        CHECKIN_EXPORT_COLUMNS.map((c) => ({ header: c, value: (r: TCheckinActivity) => r[c] })),
      ),
      name,
    );
  const doc = tablePdf({
    orientation: 'landscape',
    title: t('checkins.title'),
    subtitle: t('checkins.export.subtitle', { start: range.start, end: range.end, count: rows.length }),
    head: ['created', 'deactivated_at', 'type', 'person', 'desk', 'room', 'company', 'contact', 'visit_person'].map(
      (c) => t(`checkins.columns.${c}`),
    ),
    body: rows.map((r) => [
      plainDateTime(r.created),
      r.deactivated_at ? plainDateTime(r.deactivated_at) : t('checkins.active'),
      t(`checkins.types.${r.type}`),
      r.guest ? `${personName(r)} (${t('checkins.guest')})` : personName(r),
      r.desk_name ?? '',
      r.room_name ?? '',
      r.guest_company ?? '',
      guestContact(r),
      r.visit_person ?? '',
    ]),
    emptyText: t('checkins.table.no_data'),
  });
  downloadBlob(pdfBlob(doc), name);
}
