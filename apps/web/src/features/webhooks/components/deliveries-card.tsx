import type { TWebhook } from '@flexapp/contract';
import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { runtimeKey } from '@/lib/translation-key';
import { sendAgain, useDeliveries, useWebhookMutation } from '../api/webhooks';
import { apiErrorText } from '@/lib/api-error-text';
import { eventLabel } from './event-label';

const statusColor = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

/** An endpoint's delivery log, newest first, with "Send again" on each (decision 257). */
export function DeliveriesCard({ webhook, onClose }: { webhook: TWebhook; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const deliveries = useDeliveries(webhook.id);
  const again = useWebhookMutation(sendAgain);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = async (deliveryId: string) => {
    try {
      await again.mutateAsync({ id: webhook.id, deliveryId });
      setNotice(t('webhooks.sent_again'));
    } catch (err) {
      setNotice(apiErrorText(err, i18n.language));
    }
  };
  return (
    <Paper withBorder p="md" data-testid="webhook-deliveries">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.log_title', { url: webhook.url })}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('webhooks.close')}
        </Button>
      </Group>
      {notice && (
        <Text size="sm" role="status" mb="sm">
          {notice}
        </Text>
      )}
      {deliveries.data?.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.time')}</Table.Th>
                <Table.Th>{t('webhooks.event')}</Table.Th>
                <Table.Th>{t('webhooks.status')}</Table.Th>
                <Table.Th>{t('webhooks.attempts')}</Table.Th>
                <Table.Th>{t('webhooks.response')}</Table.Th>
                <Table.Th>{t('webhooks.duration')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{formatDateTime(d.last_attempt_at ?? d.created_at)}</Table.Td>
                  <Table.Td>{eventLabel(t, d.event_type)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge variant="light" color={statusColor[d.status]} styles={{ label: { overflow: 'visible' } }}>
                      {t(runtimeKey(`webhooks.statuses.${d.status}`))}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td>{d.response_status ?? d.error ?? '–'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {d.duration_ms === null ? '–' : t('webhooks.ms', { ms: d.duration_ms })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => void resend(d.id)}
                      aria-label={`${t('webhooks.send_again')}: ${eventLabel(t, d.event_type)}`}
                    >
                      {t('webhooks.send_again')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed">{t('webhooks.log_none')}</Text>
      )}
    </Paper>
  );
}
