import type { TWebhook, TWebhookCreated } from '@flexapp/contract';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { useActionError } from '@/lib/use-action-error';
import { deleteWebhook, updateWebhook, useWebhookMutation, useWebhooks } from '../api/webhooks';
import { ChatChannelsCard } from '../components/chat-channels-card';
import { DeliveriesCard } from '../components/deliveries-card';
import { ReceiverRowActions } from '../components/receiver-row-actions';
import { SecretModal } from '../components/secret-modal';
import { WebhookFormModal } from '../components/webhook-form-modal';

/**
 * Setup > Webhooks (decision 255): the endpoints, each with its events, on/off, delete and its delivery log; below
 * them the buildings' chat channels (decision 270).
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const update = useWebhookMutation(updateWebhook);
  const remove = useWebhookMutation(deleteWebhook);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<TWebhookCreated | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const { error, run } = useActionError();
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
      <ListCard
        title={t('webhooks.endpoints')}
        titleId="webhooks-title"
        intro={t('webhooks.intro')}
        headerAction={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </Button>
        }
        error={error}
        columns={[t('webhooks.url'), t('webhooks.events'), t('webhooks.status')]}
        actionsLabel={t('webhooks.actions')}
        empty={t('webhooks.none')}
        minWidth={560}
        rows={webhooks.data?.map((w) => (
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
                <ReceiverRowActions
                  enabled={w.enabled}
                  onToggle={() => void run(() => update.mutateAsync({ id: w.id, enabled: !w.enabled }))}
                  confirmDelete={t('webhooks.delete_confirm', { url: w.url })}
                  onDelete={() => {
                    if (logOf === w.id) setLogOf(null);
                    void run(() => remove.mutateAsync(w.id));
                  }}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      />
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
