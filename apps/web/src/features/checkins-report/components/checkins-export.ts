import { CHECKIN_EXPORT_COLUMNS, type TCheckinActivity, toDisplayDate } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { csvBlob } from '@/lib/export/csv';
import { downloadBlob } from '@/lib/export/download';
import { exportFileName } from '@/lib/export/file-name';
import { jsonBlob } from '@/lib/export/json';
import { pdfBlob, tablePdf } from '@/lib/export/pdf';
import { guestContact, personName, plainDateTime } from './format';
import { runtimeKey } from '@/lib/translation-key';

/** `csv`: for people (headers and values in their language, office times); `csv-raw`: API fields, ISO times. */
export type ExportFormat = 'pdf' | 'csv' | 'csv-raw' | 'json';

/**
 * Downloads exactly the rows the filters selected (decision 177): the PDF and the CSV for people are the readable
 * table (their language, office times, the filters stated in the PDF); the machine CSV and JSON carry the API fields
 * (ISO timestamps, the same columns as the server's format=csv).
 */
export async function exportCheckins(
  format: ExportFormat,
  rows: TCheckinActivity[],
  range: { start: string; end: string },
  t: TFunction,
  filters: string[] = [],
) {
  const name = exportFileName(range.start, range.end, 'checkins', format === 'csv-raw' ? 'csv' : format);
  if (format === 'json') return downloadBlob(jsonBlob({ checkins: rows }), name);
  const head = ['created', 'deactivated_at', 'type', 'person', 'desk', 'room', 'company', 'contact', 'visit_person'];
  const readable = (r: TCheckinActivity) => [
    plainDateTime(r.created),
    r.deactivated_at ? plainDateTime(r.deactivated_at) : t('checkins.active'),
    t(`checkins.types.${r.type}`),
    r.guest ? `${personName(r)} (${t('checkins.guest')})` : personName(r),
    r.desk_name ?? '',
    r.room_name ?? '',
    r.guest_company ?? '',
    guestContact(r),
    r.visit_person ?? '',
  ];
  if (format === 'csv')
    return downloadBlob(
      csvBlob(
        rows,
        head.map((c, i) => ({
          header: t(runtimeKey(`checkins.columns.${c}`)),
          value: (r: TCheckinActivity) => readable(r)[i],
        })),
      ),
      name,
    );
  if (format === 'csv-raw')
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
    subtitle: t('checkins.export.subtitle', {
      start: toDisplayDate(range.start),
      end: toDisplayDate(range.end),
      count: rows.length,
    }),
    filters,
    pageLabel: (page, total) => t('checkins.export.page', { page, total }),
    head: head.map((c) => t(runtimeKey(`checkins.columns.${c}`))),
    body: rows.map(readable),
    emptyText: t('checkins.table.no_data'),
  });
  downloadBlob(pdfBlob(doc), name);
}
