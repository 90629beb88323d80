import { CHAT_EVENTS, CHAT_PLATFORMS, type TChatChannelCreate } from '@flexapp/contract';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '@/lib/places';
import { createChatChannel, useChatChannelMutation } from '../api/chat-channels';
import { apiErrorText } from './api-error-text';

/** Adds a building's chat channel (decision 270): building, platform, incoming-webhook address, events, language. */
export function ChatChannelFormModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const buildings = useBuildings();
  const create = useChatChannelMutation(createChatChannel);
  const form = useForm({
    initialValues: {
      building_id: '',
      platform: 'slack',
      url: '',
      events: [...CHAT_EVENTS] as string[],
      language: i18n.language.startsWith('nl') ? 'nl' : 'en',
      show_first_names: false,
    },
    validate: {
      building_id: (v) => (v ? null : t('chat.building_required')),
      url: (v) => (v.trim() ? null : t('webhooks.url_required')),
      events: (v) => (v.length > 0 ? null : t('webhooks.events_required')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync({ ...values, building_id: Number(values.building_id) } as TChatChannelCreate);
      onClose();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('chat.add')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Select
            label={t('chat.building')}
            required
            data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            {...form.getInputProps('building_id')}
          />
          <Select
            label={t('chat.platform')}
            required
            allowDeselect={false}
            data={CHAT_PLATFORMS.map((p) => ({ value: p, label: t(`chat.platforms.${p}`) }))}
            {...form.getInputProps('platform')}
          />
          <TextInput
            label={t('chat.url')}
            description={t('chat.url_help')}
            type="url"
            required
            maxLength={2048}
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label={t('chat.events')} required {...form.getInputProps('events')}>
            <Stack gap="xs" mt="xs">
              {CHAT_EVENTS.map((e) => (
                <Checkbox key={e} value={e} label={t(`chat.event.${e}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t('chat.language')}
            required
            allowDeselect={false}
            data={[
              { value: 'en', label: 'English' },
              { value: 'nl', label: 'Nederlands' },
            ]}
            {...form.getInputProps('language')}
          />
          <Switch
            label={t('chat.show_first_names')}
            description={t('chat.show_first_names_help')}
            {...form.getInputProps('show_first_names', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('webhooks.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('webhooks.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
