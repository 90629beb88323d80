import { Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { formatDateTime } from '@/lib/format-date-time';
import { type AuditFilters, useAudit, useAuditFacets } from '../api/audit';
import { AuditDetails } from '../components/audit-details';
import { runtimeKey } from '@/lib/translation-key';

const PAGE_SIZE = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Who changed what in the setup, from what to what, and when; newest first, filtered by person, kind and days. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditFilters>({});
  const facets = useAuditFacets();
  const audit = useAudit(page, PAGE_SIZE, filters);
  const pages = Math.max(1, Math.ceil((audit.data?.count ?? 0) / PAGE_SIZE));
  const change = (next: AuditFilters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const kind = (k: string) => (i18n.exists(`setup.audit.kind.${k}`) ? t(runtimeKey(`setup.audit.kind.${k}`)) : k);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <Stack>
      <Text c="dimmed">{t('setup.audit.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap" data-testid="audit-filters">
        <Select
          label={t('setup.audit.filter_person')}
          placeholder={t('setup.audit.everyone')}
          data={(facets.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={filters.user_id ? String(filters.user_id) : null}
          onChange={(v) => change({ user_id: v ? Number(v) : undefined })}
          clearable
          searchable
          w={220}
        />
        <Select
          label={t('setup.audit.filter_kind')}
          placeholder={t('setup.audit.all_kinds')}
          data={(facets.data?.kinds ?? []).map((k) => ({ value: k, label: kind(k) }))}
          value={filters.entity_type ?? null}
          onChange={(v) => change({ entity_type: v ?? undefined })}
          clearable
          w={200}
        />
        <TextInput
          type="date"
          label={t('setup.audit.filter_from')}
          value={filters.from ?? ''}
          onChange={(e) => change({ from: DATE.test(e.currentTarget.value) ? e.currentTarget.value : undefined })}
          w={170}
        />
        <TextInput
          type="date"
          label={t('setup.audit.filter_to')}
          value={filters.to ?? ''}
          onChange={(e) => change({ to: DATE.test(e.currentTarget.value) ? e.currentTarget.value : undefined })}
          w={170}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => change({ user_id: undefined, entity_type: undefined, from: undefined, to: undefined })}
          >
            {t('setup.audit.clear_filters')}
          </Button>
        )}
      </Group>
      <ScrollTable label={t('setup.audit.title')} minWidth={640}>
        <Table striped data-testid="audit-table" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.audit.when')}</Table.Th>
              <Table.Th>{t('setup.audit.who')}</Table.Th>
              <Table.Th>{t('setup.audit.what')}</Table.Th>
              <Table.Th>{t('setup.audit.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data?.results.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
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
                  {a.user?.name ??
                    (a.action.startsWith('auth.') ? t('setup.audit.sign_in_attempt') : t('setup.audit.unknown_user'))}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  {i18n.exists(`setup.audit.action.${a.action}`)
                    ? t(runtimeKey(`setup.audit.action.${a.action}`))
                    : a.action}
                  {a.entity_id ? ` #${a.entity_id}` : ''}
                </Table.Td>
                <Table.Td>
                  <AuditDetails details={a.details} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group justify="flex-end">{pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}</Group>
    </Stack>
  );
}
