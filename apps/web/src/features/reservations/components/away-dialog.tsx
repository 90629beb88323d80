import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAway } from '@/lib/series-api';

/** "Away from … to …": cancels every own booking on those days, series dates among them (decision 220). */
export function AwayDialog({
  opened,
  onClose,
  onDone,
  today,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (cancelled: number) => void;
  today: string;
}) {
  const { t } = useTranslation();
  const away = useAway();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const submit = () =>
    away.mutate(
      { from, to },
      {
        onSuccess: (res) => {
          onDone(res.cancelled);
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('series.away_title')} centered data-testid="away-dialog">
      <Stack>
        <Text size="sm">{t('series.away_text')}</Text>
        <TextInput
          type="date"
          label={t('series.away_from')}
          min={today}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('series.away_to')}
          min={from}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {away.error && (
          <Alert color="red" variant="light" role="alert">
            {away.error instanceof ApiError ? away.error.message : t('reservations.error')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reservations.keep')}
          </Button>
          <Button color="red" loading={away.isPending} disabled={!from || !to} onClick={submit}>
            {t('series.away_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
