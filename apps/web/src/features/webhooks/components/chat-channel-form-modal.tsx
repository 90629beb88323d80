import { CHAT_EVENTS, CHAT_PLATFORMS, type TChatChannelCreate } from '@flexapp/contract';
import { Checkbox, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal/form-modal';
import { useBuildings } from '@/lib/places';
import { useActionError } from '@/lib/use-action-error';
import { createChatChannel, useChatChannelMutation } from '../api/chat-channels';
import { ReceiverUrlInput } from './receiver-url-input';

/** Adds a building's chat channel (decision 270): building, platform, incoming-webhook address, events, language. */
export function ChatChannelFormModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { error, run } = useActionError();
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
  const submit = form.onSubmit(
    (values) =>
      void run(async () => {
        await create.mutateAsync({ ...values, building_id: Number(values.building_id) } as TChatChannelCreate);
        onClose();
      }),
  );
  return (
    <FormModal
      title={t('chat.add')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitting={create.isPending}
      saveLabel={t('webhooks.save')}
      cancelLabel={t('webhooks.cancel')}
    >
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
      <ReceiverUrlInput label={t('chat.url')} description={t('chat.url_help')} {...form.getInputProps('url')} />
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
    </FormModal>
  );
}
