import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { downloadBlob } from '@/lib/export/download';
import { formatDateTime } from '@/lib/format-date-time';
import { orgApiDate } from '@/lib/org-time';
import { type AuditFilters, getAllAudit, useAudit } from '../api/audit';
import { auditCsv } from '../components/audit-csv';
import { AuditDetails } from '../components/audit-details';
import { AuditFilterBar } from '../components/audit-filters';
import { auditSentence, toldInSentence } from '../components/audit-sentence';

const PAGE_SIZE = 50;

/**
 * The activity log in words (issue 38, decision 250): who did what, in the reader's language, with the
 * before/after lines beneath; filtered by person, kind, building and days; paged newest first; exported as CSV.
 */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const exists = (k: string) => i18n.exists(k);
  // The positions of the pages seen so far: the last is the page shown (keyset paging).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exporting, setExporting] = useState(false);
  const audit = useAudit(cursors.at(-1) ?? null, PAGE_SIZE, filters);
  const change = (next: AuditFilters) => {
    setFilters((f) => ({ ...f, ...next }));
    setCursors([null]);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await getAllAudit(filters);
      downloadBlob(auditCsv(entries, t, exists), `flexapp_${orgApiDate(new Date())}_activity-log.csv`);
    } finally {
      setExporting(false);
    }
  };
  const next = audit.data?.next_cursor ?? null;
  return (
    <Stack>
      <Text c="dimmed">{t('setup.audit.intro')}</Text>
      <AuditFilterBar filters={filters} onChange={change} />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconFileTypeCsv size={16} />}
          onClick={() => void exportCsv()}
          loading={exporting}
          data-testid="audit-export-csv"
        >
          {t('setup.audit.export_csv')}
        </Button>
      </Group>
      <ScrollTable label={t('setup.audit.title')} minWidth={560}>
        <Table striped data-testid="audit-table" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.audit.when')}</Table.Th>
              <Table.Th>{t('setup.audit.what_happened')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data?.results.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" ta="center" py="md">
                    {filtered ? t('setup.audit.none_filtered') : t('setup.audit.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {audit.data?.results.map((a) => (
              <Table.Tr key={a.id} data-testid="audit-row">
                <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatDateTime(a.created_at)}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Text size="sm" data-testid="audit-sentence">
                    {auditSentence(a, t, exists)}
                  </Text>
                  <AuditDetails details={a.details} omit={toldInSentence(a.action)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {(cursors.length > 1 || next) && (
        <Group justify="flex-end">
          <Button variant="default" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t('setup.audit.newer')}
          </Button>
          <Button variant="default" disabled={!next} onClick={() => next && setCursors((c) => [...c, next])}>
            {t('setup.audit.older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
