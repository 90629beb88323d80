import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CHAT_PLATFORMS,
  PERSONAL_CHAT_EVENTS,
  type TPersonalChatChannel,
  type TPersonalChatChannelInput,
  WEBHOOK_URL_MAX,
} from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useActionError } from '@/lib/use-action-error';
import { useChatChannel, useRemoveChatChannel, useSaveChatChannel } from '../api/chat-channel';

/** The person's own Slack, Teams or Mattermost channel and what it hears (decision 370). */
export function ChatChannelCard() {
  const { t } = useTranslation();
  const channel = useChatChannel();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-chat-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-chat-title">
          {t('my_chat.title')}
        </Title>
        <Text size="sm">{t('my_chat.intro')}</Text>
        {channel.isPending && <Loader size="sm" role="status" aria-label={t('outreach.loading')} />}
        {channel.isError && <Alert color="red">{t('my_chat.failed')}</Alert>}
        {channel.data && <ChatChannelForm key={channel.data.channel?.url ?? ''} channel={channel.data.channel} />}
      </Stack>
    </Paper>
  );
}

function ChatChannelForm({ channel }: { channel: TPersonalChatChannel | null }) {
  const { t } = useTranslation();
  const { error, run } = useActionError();
  const save = useSaveChatChannel();
  const remove = useRemoveChatChannel();
  const form = useForm({
    initialValues: {
      platform: channel?.platform ?? 'slack',
      url: channel?.url ?? '',
      events: (channel?.events ?? ['reminders']) as string[],
      enabled: channel?.enabled ?? true,
    },
    validate: {
      url: (v) => (v.trim() ? null : t('my_chat.url_required')),
      events: (v) => (v.length > 0 ? null : t('my_chat.events_required')),
    },
  });
  const submit = form.onSubmit(
    (values) =>
      void run(async () => {
        await save.mutateAsync(values as TPersonalChatChannelInput);
        notifications.show({ color: 'teal', message: t('my_chat.saved') });
      }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {channel && !channel.enabled && (
          <Alert color="gray" variant="light">
            {t('my_chat.off')}
          </Alert>
        )}
        <Select
          label={t('my_chat.platform')}
          required
          allowDeselect={false}
          data={CHAT_PLATFORMS.map((p) => ({ value: p, label: t(`my_chat.platforms.${p}`) }))}
          {...form.getInputProps('platform')}
        />
        <TextInput
          type="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          label={t('my_chat.url')}
          description={t('my_chat.url_help')}
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label={t('my_chat.events')} required {...form.getInputProps('events')}>
          <Stack gap="xs" mt="xs">
            {PERSONAL_CHAT_EVENTS.map((e) => (
              <Checkbox key={e} value={e} label={t(`my_chat.event.${e}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label={t('my_chat.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('my_chat.save')}
          </Button>
          {channel && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('my_chat.remove_confirm'))) return;
                void run(async () => {
                  await remove.mutateAsync();
                  notifications.show({ color: 'teal', message: t('my_chat.removed') });
                });
              }}
            >
              {t('my_chat.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
