import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  type TSetupUser,
  ZUserCreateSchema,
  ZUserUpdateSchema,
} from '@flexapp/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRules } from '@/lib/contract-form';
import { createUser, updateUser } from '../api/users';
import { useSetupMutation } from '../api/places';
import { apiErrorText } from '@/lib/api-error-text';

type UserValues = typeof emptyUser;
const emptyUser = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  language: 'en' as TSetupUser['language'],
  is_staff: false,
  password: '',
};

/** The body a new user is created with (POST setup/users). */
const createBody = (v: UserValues) => ({
  username: v.username.trim(),
  email: v.email.trim() || null,
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  language: v.language,
  is_staff: v.is_staff,
  password: v.password || undefined,
});

/** The body an existing user is changed with (PATCH setup/users/:id); the username stays. */
const updateBody = (v: UserValues, user: TSetupUser) => ({
  version: user.version,
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  email: v.email.trim() || null,
  language: v.language,
  is_staff: v.is_staff,
});

/** Create a user (with a first password) or edit names, e-mail, language and the staff role. */
export function UserFormModal({ opened, user, onClose }: { opened: boolean; user?: TSetupUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useSetupMutation(async (v: UserValues) =>
    user ? updateUser({ id: user.id, ...updateBody(v, user) }) : createUser(createBody(v)),
  );
  const fieldMessage: Record<string, string> = {
    username: t('setup.users.username_invalid'),
    first_name: t('setup.users.first_name_required'),
    last_name: t('setup.users.last_name_required'),
    email: t('setup.users.email_invalid'),
    password: t('setup.users.password_too_short', { count: PASSWORD_MIN_LENGTH }),
  };
  // The rules are the contract's (ZUserCreateSchema, ZUserUpdateSchema); 'too_long' and a password over the
  // maximum read "too long", every other problem the field's own message.
  const messageOf = (field: string, code: string) =>
    code === 'too_long' || (field === 'password' && code !== 'password_too_short')
      ? t('setup.too_long')
      : (fieldMessage[field] ?? t('setup.too_long'));
  const rules = user
    ? contractRules(ZUserUpdateSchema, (v: UserValues) => updateBody(v, user), messageOf)
    : contractRules(ZUserCreateSchema, createBody, messageOf);
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyUser,
    validate: (values) => rules(values),
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
        : emptyUser,
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
