import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGES, PASSWORD_MIN_LENGTH, type TSetupUser } from '@flexapp/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createUser, updateUser } from '../api/users';
import { useSetupMutation } from '../api/places';
import { apiErrorText } from './api-error';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Create a user (with a first password) or edit names, e-mail, language and the staff role. */
export function UserFormModal({ opened, user, onClose }: { opened: boolean; user?: TSetupUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useSetupMutation(async (v: typeof form.values) => {
    const email = v.email.trim() || null;
    if (user) {
      return updateUser({
        id: user.id,
        version: user.version,
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email,
        language: v.language as 'en',
        is_staff: v.is_staff,
      });
    }
    return createUser({
      username: v.username.trim(),
      email,
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      language: v.language as 'en',
      is_staff: v.is_staff,
      password: v.password || undefined,
    });
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username: '',
      email: '',
      first_name: '',
      last_name: '',
      language: 'en',
      is_staff: false,
      password: '',
    },
    validate: {
      username: (v) => (user || (v.trim() && !/\s/.test(v.trim())) ? null : t('setup.users.username_invalid')),
      first_name: (v) => (v.trim() ? null : t('setup.users.first_name_required')),
      last_name: (v) => (v.trim() ? null : t('setup.users.last_name_required')),
      email: (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : t('setup.users.email_invalid')),
      password: (v) =>
        user || !v || v.length >= PASSWORD_MIN_LENGTH
          ? null
          : t('setup.users.password_too_short', { count: PASSWORD_MIN_LENGTH }),
    },
  });
  useEffect(() => {
    if (!opened) return;
    setError(null);
    form.setValues(
      user
        ? {
            username: user.username,
            email: user.email ?? '',
            first_name: user.first_name,
            last_name: user.last_name,
            language: user.language,
            is_staff: user.is_staff,
            password: '',
          }
        : { username: '', email: '', first_name: '', last_name: '', language: 'en', is_staff: false, password: '' },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, user]);
  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(values, { onSuccess: onClose, onError: (err) => setError(apiErrorText(err, i18n.language)) });
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        user
          ? t('setup.users.edit_title', { name: `${user.first_name} ${user.last_name}` })
          : t('setup.users.create_title')
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('setup.users.username')}
            withAsterisk
            disabled={!!user}
            {...form.getInputProps('username')}
          />
          <TextInput label={t('setup.users.first_name')} withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label={t('setup.users.last_name')} withAsterisk {...form.getInputProps('last_name')} />
          <TextInput label={t('setup.users.email')} type="email" {...form.getInputProps('email')} />
          <Select
            label={t('setup.users.language')}
            allowDeselect={false}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...form.getInputProps('language')}
          />
          <Checkbox label={t('setup.users.is_staff')} {...form.getInputProps('is_staff', { type: 'checkbox' })} />
          {!user && (
            <PasswordInput
              label={t('setup.users.password')}
              description={t('setup.users.password_help', { count: PASSWORD_MIN_LENGTH })}
              {...form.getInputProps('password')}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('setup.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('setup.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
