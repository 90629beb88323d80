import { Code, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { useAudit } from '../api/audit';

const PAGE_SIZE = 50;

/** Who changed what in the setup, and when; newest first. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAudit(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((audit.data?.count ?? 0) / PAGE_SIZE));
  const when = formatDateTime;
  return (
    <Stack>
      <Text c="dimmed">{t('setup.audit.intro')}</Text>
      <Table striped data-testid="audit-table">
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
                  {t('setup.audit.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {audit.data?.results.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(a.created_at)}</Table.Td>
              <Table.Td>
                {a.user?.name ??
                  (a.action.startsWith('auth.') ? t('setup.audit.sign_in_attempt') : t('setup.audit.unknown_user'))}
              </Table.Td>
              <Table.Td>
                {i18n.exists(`setup.audit.action.${a.action}`) ? t(`setup.audit.action.${a.action}`) : a.action}
                {a.entity_id ? ` #${a.entity_id}` : ''}
              </Table.Td>
              <Table.Td>
                <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{JSON.stringify(a.details)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">{pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}</Group>
    </Stack>
  );
}
