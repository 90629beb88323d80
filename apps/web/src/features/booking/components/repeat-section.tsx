import type { TSeriesPlace, TSeriesRequest } from '@flexapp/contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RepeatForm } from '@/components/series/repeat-form';
import { defaultChoice, type RepeatChoice, toRRule } from '@/components/series/repeat-rule';
import { SeriesPreview } from '@/components/series/series-preview';
import { ApiError } from '@/lib/api-client';
import { useOnlineOnly } from '@/lib/offline/use-online-only';
import { useCreateSeries, usePreviewSeries } from '@/lib/series-api';

/** "Repeat": the rule, the preview of every date, then Book (the free ones; decision 220). */
export function RepeatSection({ place, startDate }: { place: TSeriesPlace | null; startDate: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onlineOnly = useOnlineOnly();
  const [choice, setChoice] = useState<RepeatChoice>(() => defaultChoice(startDate));
  const preview = usePreviewSeries();
  const create = useCreateSeries();
  const request: TSeriesRequest | null = place
    ? { start_date: startDate, rrule: toRRule(choice, startDate), place }
    : null;
  const key = JSON.stringify(request);
  // A changed rule, day or slot makes the shown preview stale: it goes.
  useEffect(() => preview.reset(), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setChoice(defaultChoice(startDate)), [startDate]);

  const occurrences = preview.data?.occurrences ?? [];
  const free = occurrences.filter((o) => o.state === 'free' || o.state === 'later').length;
  const error = preview.error ?? create.error;
  const book = () =>
    request &&
    create.mutate(request, {
      onSuccess: (res) =>
        navigate('/app/reservations', {
          state: { series: { created: res.created.length, skipped: res.skipped.length, later: res.later.length } },
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-label={t('series.title')}>
      <Title order={2} size="h4">
        {t('series.title')}
      </Title>
      <RepeatForm value={choice} onChange={setChoice} startDate={startDate} />
      {!place && (
        <Text size="sm" c="dimmed">
          {t('series.pick_one_slot')}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error instanceof ApiError ? error.message : t('booking.failed')}
        </Alert>
      )}
      <Button
        variant="light"
        disabled={!request || preview.isPending}
        loading={preview.isPending}
        onClick={() => request && preview.mutate(request)}
      >
        {t('series.show_dates')}
      </Button>
      {preview.data && (
        <>
          <Title order={3} size="h5">
            {t('series.preview_title')}
          </Title>
          <SeriesPreview occurrences={occurrences} />
          <Button
            size="lg"
            disabled={free === 0 || create.isPending || onlineOnly.offline}
            aria-describedby={onlineOnly.describedBy}
            loading={create.isPending}
            onClick={book}
          >
            {t('series.book', { count: free })}
          </Button>
        </>
      )}
    </Stack>
  );
}
