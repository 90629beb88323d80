import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { futureBookingsCount } from './future-bookings-count';

/**
 * Confirms a deletion. When the server answers that there are future bookings,
 * it shows how many and offers to release them (their owners get a message).
 */
export function DeleteDialog({
  name,
  onClose,
  onDelete,
}: {
  name: string | null;
  onClose: () => void;
  onDelete: (release: boolean) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setCount(null);
    setError(null);
    onClose();
  };
  const run = async (release: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await onDelete(release);
      close();
    } catch (err) {
      const n = futureBookingsCount(err);
      if (n !== null) setCount(n);
      else setError(apiErrorText(err, i18n.language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={name !== null} onClose={close} title={t('setup.delete.title', { name })} centered>
      <Stack>
        {count === null ? (
          <Text>{t('setup.delete.confirm', { name })}</Text>
        ) : (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('setup.delete.has_bookings_title')}>
            {t('setup.delete.has_bookings', { name, count })}
          </Alert>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('setup.cancel')}
          </Button>
          {count === null ? (
            <Button color="red" loading={busy} onClick={() => run(false)}>
              {t('setup.delete.button')}
            </Button>
          ) : (
            <Button color="red" loading={busy} onClick={() => run(true)}>
              {t('setup.delete.release_button', { count })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
