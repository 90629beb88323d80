import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MIN_LENGTH, type TSetupUser } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetupMutation } from '../api/places';
import { resetPassword } from '../api/users';
import { apiErrorText } from '@/lib/api-error-text';

/** Staff set a new password; the user's sessions end. */
export function PasswordModal({ user, onClose }: { user: TSetupUser | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useSetupMutation(resetPassword);
  const close = () => {
    setPassword('');
    setRepeat('');
    setError(null);
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError(t('setup.users.password_too_short', { count: PASSWORD_MIN_LENGTH }));
    if (password !== repeat) return setError(t('setup.users.passwords_must_match'));
    reset.mutate(
      { id: user!.id, password },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('setup.users.password_reset_done', { name: user!.username }),
          });
          close();
        },
        onError: (err) => setError(apiErrorText(err, i18n.language)),
      },
    );
  };
  return (
    <Modal opened={!!user} onClose={close} centered title={t('setup.users.reset_title', { name: user?.username })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label={t('setup.users.new_password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('setup.users.repeat_password')}
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('setup.cancel')}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t('setup.users.reset_password')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
