import type { TSeriesResult } from '@flexapp/contract';
import { toDisplayDate } from '@flexapp/contract';
import { Alert, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a series edit did, or would do (decision 395): how many dates moved, were booked, come later or are not
 * possible, and each date not changed with its reason (it keeps its booking where it was; a preview says who holds
 * a taken date).
 */
export function SeriesEditOutcome({ result, kind }: { result: TSeriesResult; kind: 'preview' | 'done' }) {
  const { t } = useTranslation();
  // A preview names who holds a taken date, when the privacy rules allow it (decision 420).
  const reasonText = (s: TSeriesResult['skipped'][number]) =>
    s.reason === 'taken' && s.by_you
      ? t('series.skip.taken_by_you')
      : s.reason === 'taken' && s.taken_by
        ? t('series.skip.taken_by', { name: s.taken_by })
        : t(`series.skip.${s.reason}`);
  const counts = {
    moved: result.moved.length,
    created: result.created.length,
    later: result.later.length,
    skipped: result.skipped.length,
  };
  return (
    <Stack gap="xs" data-testid={kind === 'done' ? 'series-edited' : 'series-edit-preview'}>
      <Alert
        color={kind === 'done' ? 'teal' : 'blue'}
        variant="light"
        role="status"
        title={kind === 'preview' ? t('series.edit_preview_title') : undefined}
      >
        {t(kind === 'done' ? 'series.edited_moved' : 'series.edit_preview', counts)}
      </Alert>
      {result.skipped.length > 0 && (
        <List size="sm" aria-label={t('series.not_moved_title')}>
          {result.skipped.map((s) => (
            <List.Item key={s.date}>{`${toDisplayDate(s.date)}: ${reasonText(s)}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
