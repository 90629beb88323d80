import { WEBHOOK_EVENT_TYPES, type TWebhookCreated } from '@flexapp/contract';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal/form-modal';
import { useActionError } from '@/lib/use-action-error';
import { createWebhook, useWebhookMutation } from '../api/webhooks';
import { eventLabel } from './event-label';
import { ReceiverUrlInput } from './receiver-url-input';

/** Registers an endpoint: address, description and events; hands the created endpoint (with its secret) back. */
export function WebhookFormModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (w: TWebhookCreated) => void;
}) {
  const { t } = useTranslation();
  const { error, run } = useActionError();
  const create = useWebhookMutation(createWebhook);
  const form = useForm({
    initialValues: { url: '', description: '', events: [] as string[] },
    validate: {
      url: (v) => (v.trim() ? null : t('webhooks.url_required')),
      events: (v) => (v.length > 0 ? null : t('webhooks.events_required')),
    },
  });
  const submit = form.onSubmit((values) => void run(async () => onCreated(await create.mutateAsync(values))));
  return (
    <FormModal
      title={t('webhooks.add')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitting={create.isPending}
      saveLabel={t('webhooks.save')}
      cancelLabel={t('webhooks.cancel')}
    >
      <ReceiverUrlInput label={t('webhooks.url')} description={t('webhooks.url_help')} {...form.getInputProps('url')} />
      <TextInput label={t('webhooks.description')} maxLength={500} {...form.getInputProps('description')} />
      <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('events')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={eventLabel(t, type)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormModal>
  );
}
