import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_TOKEN_NAME_MAX, type TApiTokenCreate, type TApiTokenScope } from '@flexapp/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { scopeLabelKey } from './scope-labels';

const EXPIRIES = ['never', '30', '90', '365'] as const;

/**
 * Name, scopes and expiry of a new API token (a person's own, decision 210, or a service account's, decision 211);
 * `create` makes it and the made token is handed up, once.
 */
export function ApiTokenForm<TMade>({
  scopes,
  create,
  onCreated,
  label,
}: {
  scopes: readonly TApiTokenScope[];
  create: UseMutationResult<TMade, Error, TApiTokenCreate>;
  onCreated: (made: TMade) => void;
  /** The form's name for screen readers. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', scopes: [] as string[], expiry: '90' as string },
    validate: {
      name: (v) =>
        !v.trim()
          ? t('outreach.tokens.name_required')
          : v.length > API_TOKEN_NAME_MAX
            ? t('outreach.tokens.name_long')
            : null,
      scopes: (v) => (v.length ? null : t('outreach.tokens.scopes_required')),
    },
  });
  const submit = form.onSubmit((values) => {
    const days = values.expiry === 'never' ? null : Number(values.expiry);
    create.mutate(
      {
        name: values.name.trim(),
        scopes: values.scopes as TApiTokenScope[],
        expires_at: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
      },
      {
        onSuccess: (made) => {
          form.reset();
          onCreated(made);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <TextInput
          label={t('outreach.tokens.name')}
          withAsterisk
          maxLength={API_TOKEN_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label={t('outreach.tokens.scopes')} withAsterisk {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {scopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(scopeLabelKey[scope])} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('outreach.tokens.expiry')}
          allowDeselect={false}
          data={EXPIRIES.map((e) => ({ value: e, label: t(`outreach.tokens.expiries.${e}`) }))}
          {...form.getInputProps('expiry')}
        />
        {create.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(create.error, i18n.language)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('outreach.tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
