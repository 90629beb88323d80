import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { useBuildings } from '@/lib/places';
import { useActionError } from '@/lib/use-action-error';
import { deleteChatChannel, updateChatChannel, useChatChannelMutation, useChatChannels } from '../api/chat-channels';
import { ChatChannelFormModal } from './chat-channel-form-modal';
import { ReceiverRowActions } from './receiver-row-actions';

/** Setup > Webhooks, chat channels (decision 270): per building, Slack, Teams or Mattermost. */
export function ChatChannelsCard() {
  const { t } = useTranslation();
  const channels = useChatChannels();
  const buildings = useBuildings();
  const update = useChatChannelMutation(updateChatChannel);
  const remove = useChatChannelMutation(deleteChatChannel);
  const [adding, setAdding] = useState(false);
  const { error, run } = useActionError();
  const buildingName = (id: number) => buildings.data?.find((b) => b.id === id)?.name ?? `#${id}`;

  return (
    <>
      <ListCard
        title={t('chat.title')}
        titleId="chat-channels-title"
        intro={t('chat.intro')}
        headerAction={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('chat.add')}
          </Button>
        }
        error={error}
        columns={[t('chat.building'), t('chat.platform'), t('chat.events'), t('webhooks.status')]}
        actionsLabel={t('webhooks.actions')}
        empty={t('chat.none')}
        minWidth={560}
        rows={channels.data?.map((c) => (
          <Table.Tr key={c.id} data-testid="chat-channel-row">
            <Table.Td>{buildingName(c.building_id)}</Table.Td>
            <Table.Td>
              {t(`chat.platforms.${c.platform}`)} · {c.language.toUpperCase()}
            </Table.Td>
            <Table.Td>{c.events.map((e) => t(`chat.event.${e}`)).join(', ')}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={c.enabled ? 'green' : 'gray'}>
                {c.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <ReceiverRowActions
                  enabled={c.enabled}
                  onToggle={() => void run(() => update.mutateAsync({ id: c.id, enabled: !c.enabled }))}
                  confirmDelete={t('chat.delete_confirm', { building: buildingName(c.building_id) })}
                  onDelete={() => void run(() => remove.mutateAsync(c.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      />
      {adding && <ChatChannelFormModal onClose={() => setAdding(false)} />}
    </>
  );
}
