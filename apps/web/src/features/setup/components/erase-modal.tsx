import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSetupUser } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetupMutation } from '../api/places';
import { eraseUser } from '../api/users';
import { apiErrorText } from '@/lib/api-error-text';

/** Erasing a person (issue 38, decision 245): staff type the username to confirm; it cannot be undone. */
export function EraseModal({ user, onClose }: { user: TSetupUser | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const erase = useSetupMutation(eraseUser);
  const close = () => {
    setTyped('');
    erase.reset();
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title={t('privacy.erase_title', { name: user?.username ?? '' })}>
      {user && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            erase.mutate(
              { id: user.id, confirm: typed },
              {
                onSuccess: (r) => {
                  notifications.show({
                    color: 'teal',
                    message: t('privacy.erased', { name: user.username, count: r.released_bookings }),
                  });
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <Text size="sm">{t('privacy.erase_text', { name: `${user.first_name} ${user.last_name}` })}</Text>
            <TextInput
              label={t('privacy.erase_confirm_label', { username: user.username })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {erase.isError && <Alert color="red">{apiErrorText(erase.error, i18n.language)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('setup.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={typed.trim() !== user.username} loading={erase.isPending}>
                {t('privacy.erase')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
