import type { TReservation, TSeriesResult } from '@flexapp/contract';
import { toDisplayDate } from '@flexapp/contract';
import { Alert, Button, Group, List, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RepeatForm } from '@/components/series/repeat-form';
import { fromRRule, type RepeatChoice, toRRule } from '@/components/series/repeat-rule';
import { apiErrorText } from '@/lib/api-error-text';
import { useOnlineOnly } from '@/lib/offline/use-online-only';
import { useEditSeries, useSeries } from '@/lib/series-api';

type Scope = 'following' | 'all';

/**
 * Edit a series from one of its reservations (decision 356): its days and end, from this date on or for the whole
 * series; the answer says what was booked again and which dates were skipped, and why.
 */
export function EditSeriesDialog({ reservation, onClose }: { reservation: TReservation | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const onlineOnly = useOnlineOnly();
  const series = useSeries(reservation?.series_id ?? null);
  const edit = useEditSeries();
  const [scope, setScope] = useState<Scope>('following');
  const [choice, setChoice] = useState<RepeatChoice | null>(null);
  const [result, setResult] = useState<TSeriesResult | null>(null);
  const from = scope === 'following' ? (reservation?.date ?? '') : (series.data?.start_date ?? '');

  useEffect(() => {
    if (series.data) setChoice(fromRRule(series.data.rrule, series.data.start_date));
  }, [series.data]);
  useEffect(() => {
    setResult(null);
    setScope('following');
    edit.reset();
  }, [reservation?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = () =>
    reservation &&
    choice &&
    edit.mutate(
      { seriesId: reservation.series_id!, scope, date: reservation.date, rrule: toRRule(choice, from) },
      { onSuccess: setResult },
    );

  return (
    <Modal opened={reservation !== null} onClose={onClose} title={t('series.edit_title')} centered>
      {series.isPending || !choice ? (
        <Group justify="center" p="md">
          <Loader role="status" aria-label={t('app.loading')} />
        </Group>
      ) : result ? (
        <Stack data-testid="series-edited">
          <Alert color="teal" variant="light" role="status">
            {t('series.edited', {
              created: result.created.length,
              later: result.later.length,
              skipped: result.skipped.length,
            })}
          </Alert>
          {result.skipped.length > 0 && (
            <List size="sm" aria-label={t('series.skipped_title')}>
              {result.skipped.map((s) => (
                <List.Item key={s.date}>{`${toDisplayDate(s.date)}: ${t(`series.skip.${s.reason}`)}`}</List.Item>
              ))}
            </List>
          )}
          <Button onClick={onClose}>{t('series.edit_done')}</Button>
        </Stack>
      ) : (
        <Stack>
          <SegmentedControl
            fullWidth
            value={scope}
            onChange={(v) => setScope(v as Scope)}
            data={[
              { value: 'following', label: t('series.cancel_following') },
              { value: 'all', label: t('series.cancel_all') },
            ]}
            aria-label={t('series.edit_scope')}
          />
          <Text size="sm" c="dimmed">
            {t('series.edit_from', { date: toDisplayDate(from) })}
          </Text>
          <RepeatForm value={choice} onChange={setChoice} startDate={from} />
          {edit.error && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorText(edit.error, i18n.language)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('series.edit_close')}
            </Button>
            <Button
              loading={edit.isPending}
              disabled={onlineOnly.offline}
              aria-describedby={onlineOnly.describedBy}
              onClick={save}
            >
              {t('series.edit_save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
