import { WEBHOOK_EVENT_TYPES, type TWebhookCreated } from '@flexapp/contract';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWebhook, useWebhookMutation } from '../api/webhooks';
import { apiErrorText } from './api-error-text';
import { eventLabel } from './event-label';

/** Registers an endpoint: address, description and events; hands the created endpoint (with its secret) back. */
export function WebhookFormModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (w: TWebhookCreated) => void;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const create = useWebhookMutation(createWebhook);
  const form = useForm({
    initialValues: { url: '', description: '', events: [] as string[] },
    validate: {
      url: (v) => (v.trim() ? null : t('webhooks.url_required')),
      events: (v) => (v.length > 0 ? null : t('webhooks.events_required')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('webhooks.add')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.url_help')}
            type="url"
            required
            maxLength={2048}
            {...form.getInputProps('url')}
          />
          <TextInput label={t('webhooks.description')} maxLength={500} {...form.getInputProps('description')} />
          <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('events')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={eventLabel(t, type)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
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
