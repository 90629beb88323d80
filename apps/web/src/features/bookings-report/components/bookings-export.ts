import { toDisplayDate, type TBookingListItem } from '@flexapp/contract';
import type { TFunction } from 'i18next';
import { csvBlob } from '@/lib/export/csv';
import { downloadBlob } from '@/lib/export/download';
import { exportFileName } from '@/lib/export/file-name';
import { jsonBlob } from '@/lib/export/json';
import { pdfBlob, tablePdf } from '@/lib/export/pdf';
import { bookingDate, bookingLocation, bookingTime, createdAt } from './format';
import { runtimeKey } from '@/lib/translation-key';

/** `csv`: for people (headers and values in their language, office times); `csv-raw`: API fields, ISO times. */
export type ExportFormat = 'pdf' | 'csv' | 'csv-raw' | 'json';

/** docs/product/reports.md: the bookings PDF holds 10 rows per page. */
export const BOOKINGS_PDF_ROWS_PER_PAGE = 10;

/**
 * Every booking the filters select (fetched with limit=-1), as PDF, CSV or JSON. `filters` are the lines that say
 * which (place), stated in the PDF's header (decision 177).
 */
export function exportBookings(
  format: ExportFormat,
  rows: TBookingListItem[],
  range: { start: string; end: string },
  t: TFunction,
  filters: string[] = [],
) {
  const name = exportFileName(range.start, range.end, 'bookings', format === 'csv-raw' ? 'csv' : format);
  if (format === 'json') return downloadBlob(jsonBlob({ count: rows.length, results: rows }), name);
  if (format === 'csv') {
    const col = (c: string) => t(runtimeKey(`bookings.columns.${c}`));
    return downloadBlob(
      csvBlob(rows, [
        { header: col('date'), value: bookingDate },
        { header: col('time'), value: bookingTime },
        { header: col('user'), value: (r: TBookingListItem) => r.user_name },
        { header: t('bookings.building'), value: (r: TBookingListItem) => r.location[0]?.name },
        { header: t('bookings.floor'), value: (r: TBookingListItem) => r.location[1]?.name },
        { header: t('bookings.room'), value: (r: TBookingListItem) => r.location[2]?.name },
        { header: t('bookings.desk'), value: (r: TBookingListItem) => r.location[3]?.name },
        { header: col('created'), value: createdAt },
      ]),
      name,
    );
  }
  if (format === 'csv-raw') {
    return downloadBlob(
      csvBlob(rows, [
        { header: 'id', value: (r: TBookingListItem) => r.id },
        { header: 'date', value: (r: TBookingListItem) => r.date },
        { header: 'date_start', value: (r: TBookingListItem) => r.date_start },
        { header: 'date_end', value: (r: TBookingListItem) => r.date_end },
        { header: 'user_name', value: (r: TBookingListItem) => r.user_name },
        { header: 'building', value: (r: TBookingListItem) => r.location[0]?.name },
        { header: 'floor', value: (r: TBookingListItem) => r.location[1]?.name },
        { header: 'room', value: (r: TBookingListItem) => r.location[2]?.name },
        { header: 'desk', value: (r: TBookingListItem) => r.location[3]?.name },
        { header: 'created', value: (r: TBookingListItem) => r.created },
      ]),
      name,
    );
  }
  const doc = tablePdf({
    orientation: 'landscape',
    rowsPerPage: BOOKINGS_PDF_ROWS_PER_PAGE,
    title: t('bookings.title'),
    subtitle: t('bookings.export.subtitle', {
      start: toDisplayDate(range.start),
      end: toDisplayDate(range.end),
      count: rows.length,
    }),
    filters,
    pageLabel: (page, total) => t('bookings.export.page', { page, total }),
    head: ['date', 'time', 'user', 'location', 'created'].map((c) => t(runtimeKey(`bookings.columns.${c}`))),
    body: rows.map((r) => [bookingDate(r), bookingTime(r), r.user_name, bookingLocation(r), createdAt(r)]),
    emptyText: t('bookings.table.no_data'),
  });
  downloadBlob(pdfBlob(doc), name);
}
