import { Chip, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RepeatChoice, WEEKDAYS } from './repeat-rule';

/** "Repeat": how often (weekly on chosen days, working days, monthly on this weekday), every N, and the end. */
export function RepeatForm({
  value,
  onChange,
  startDate,
}: {
  value: RepeatChoice;
  onChange: (next: RepeatChoice) => void;
  startDate: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<RepeatChoice>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs" data-testid="repeat-form">
      <NativeSelect
        label={t('series.freq_label')}
        value={value.freq}
        onChange={(e) => set({ freq: e.currentTarget.value as RepeatChoice['freq'] })}
        data={(['weekly', 'workdays', 'monthly'] as const).map((f) => ({ value: f, label: t(`series.freq.${f}`) }))}
      />
      {value.freq === 'weekly' && (
        <Chip.Group multiple value={value.weekdays} onChange={(weekdays) => set({ weekdays })}>
          <Group gap={4} role="group" aria-label={t('series.weekdays_label')}>
            {WEEKDAYS.map((d) => (
              <Chip key={d} value={d} size="xs">
                {t(`series.weekday.${d}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {value.freq !== 'workdays' && (
        <NumberInput
          label={t(value.freq === 'weekly' ? 'series.every_weeks' : 'series.every_months')}
          min={1}
          max={12}
          value={value.interval}
          onChange={(n) => set({ interval: Math.min(12, Math.max(1, Number(n) || 1)) })}
        />
      )}
      <NativeSelect
        label={t('series.end_label')}
        value={value.end}
        onChange={(e) => set({ end: e.currentTarget.value as RepeatChoice['end'] })}
        data={[
          { value: 'count', label: t('series.end.count') },
          { value: 'until', label: t('series.end.until') },
        ]}
      />
      {value.end === 'count' ? (
        <NumberInput
          label={t('series.count_label')}
          min={1}
          max={260}
          value={value.count}
          onChange={(n) => set({ count: Math.min(260, Math.max(1, Number(n) || 1)) })}
        />
      ) : (
        <TextInput
          type="date"
          label={t('series.until_label')}
          min={startDate}
          value={value.until}
          onChange={(e) => set({ until: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
