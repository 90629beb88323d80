import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PRESET_KEYS, presetRange } from '../lib/date-presets';

interface RangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The date range with the shortcuts of docs/product/dashboard.md; a range counts once both ends are picked. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<[string | null, string | null]>([value.start, value.end]);
  useEffect(() => setDraft([value.start, value.end]), [value.start, value.end]);

  return (
    <DatePickerInput
      type="range"
      label={t('my_dashboard.filters.range')}
      leftSection={<IconCalendar size={16} />}
      value={draft}
      valueFormat="DD-MM-YYYY"
      onChange={(next) => {
        const [start, end] = next as [string | null, string | null];
        setDraft([start, end]);
        if (start && end) onChange({ start: start.slice(0, 10), end: end.slice(0, 10) });
      }}
      presets={PRESET_KEYS.map((key) => {
        const r = presetRange(key);
        return { value: [r.start, r.end] as [string, string], label: t(`my_dashboard.presets.${key}`) };
      })}
      allowSingleDateInRange
      w={260}
      data-testid="range-filter"
    />
  );
}
