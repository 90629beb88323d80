import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '@/lib/places';
import { deleteChatChannel, updateChatChannel, useChatChannelMutation, useChatChannels } from '../api/chat-channels';
import { apiErrorText } from './api-error-text';
import { ChatChannelFormModal } from './chat-channel-form-modal';

/** Setup > Webhooks, chat channels (decision 270): per building, Slack, Teams or Mattermost. */
export function ChatChannelsCard() {
  const { t, i18n } = useTranslation();
  const channels = useChatChannels();
  const buildings = useBuildings();
  const update = useChatChannelMutation(updateChatChannel);
  const remove = useChatChannelMutation(deleteChatChannel);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  };
  const buildingName = (id: number) => buildings.data?.find((b) => b.id === id)?.name ?? `#${id}`;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('chat.title')}
            </Title>
            <Text size="sm" maw={640}>
              {t('chat.intro')}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('chat.add')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {channels.data?.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('chat.building')}</Table.Th>
                  <Table.Th>{t('chat.platform')}</Table.Th>
                  <Table.Th>{t('chat.events')}</Table.Th>
                  <Table.Th>{t('webhooks.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {channels.data.map((c) => (
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
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => void run(() => update.mutateAsync({ id: c.id, enabled: !c.enabled }))}
                        >
                          {c.enabled ? t('webhooks.disable') : t('webhooks.enable')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          onClick={() => {
                            if (!window.confirm(t('chat.delete_confirm', { building: buildingName(c.building_id) })))
                              return;
                            void run(() => remove.mutateAsync(c.id));
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
          <Text c="dimmed">{t('chat.none')}</Text>
        )}
      </Stack>
      {adding && <ChatChannelFormModal onClose={() => setAdding(false)} />}
    </Paper>
  );
}
