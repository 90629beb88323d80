import type { TWebhook, TWebhookCreated } from '@flexapp/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWebhook, updateWebhook, useWebhookMutation, useWebhooks } from '../api/webhooks';
import { apiErrorText } from '../components/api-error-text';
import { ChatChannelsCard } from '../components/chat-channels-card';
import { DeliveriesCard } from '../components/deliveries-card';
import { SecretModal } from '../components/secret-modal';
import { WebhookFormModal } from '../components/webhook-form-modal';

/**
 * Setup > Webhooks (decision 255): the endpoints, each with its events, on/off, delete and its delivery log; below
 * them the buildings' chat channels (decision 270).
 */
export default function WebhooksPage() {
  const { t, i18n } = useTranslation();
  const webhooks = useWebhooks();
  const update = useWebhookMutation(updateWebhook);
  const remove = useWebhookMutation(deleteWebhook);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<TWebhookCreated | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  };
  const shown = webhooks.data?.find((w) => w.id === logOf);
  const status = (w: TWebhook) =>
    w.enabled ? (
      <Badge variant="light" color="green">
        {t('webhooks.enabled')}
      </Badge>
    ) : (
      <Badge variant="light" color={w.disabled_for_failures ? 'red' : 'gray'}>
        {w.disabled_for_failures ? t('webhooks.disabled_for_failures') : t('webhooks.disabled')}
      </Badge>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" maw={640}>
          {t('webhooks.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('webhooks.add')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md">
        {webhooks.data?.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhooks.url')}</Table.Th>
                  <Table.Th>{t('webhooks.events')}</Table.Th>
                  <Table.Th>{t('webhooks.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {webhooks.data.map((w) => (
                  <Table.Tr key={w.id} data-testid="webhook-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{w.url}</Text>
                      {w.description && (
                        <Text size="xs" c="dimmed">
                          {w.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t('webhooks.events_count', { count: w.events.length })}</Table.Td>
                    <Table.Td>{status(w)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        <Button size="compact-sm" variant="default" onClick={() => setLogOf(w.id)}>
                          {t('webhooks.deliveries')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => void run(() => update.mutateAsync({ id: w.id, enabled: !w.enabled }))}
                        >
                          {w.enabled ? t('webhooks.disable') : t('webhooks.enable')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          onClick={() => {
                            if (!window.confirm(t('webhooks.delete_confirm', { url: w.url }))) return;
                            if (logOf === w.id) setLogOf(null);
                            void run(() => remove.mutateAsync(w.id));
                          }}
                        >
                          {t('webhooks.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t('webhooks.none')}</Text>
        )}
      </Paper>
      {shown && <DeliveriesCard webhook={shown} onClose={() => setLogOf(null)} />}
      {adding && (
        <WebhookFormModal
          onClose={() => setAdding(false)}
          onCreated={(w) => {
            setAdding(false);
            setCreated(w);
          }}
        />
      )}
      {created && <SecretModal secret={created.secret} onClose={() => setCreated(null)} />}
      <ChatChannelsCard />
    </Stack>
  );
}
