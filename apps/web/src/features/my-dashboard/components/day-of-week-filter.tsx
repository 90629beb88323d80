import { DAY_OF_WEEK_ALL, DAYS_OF_WEEK } from '@flexapp/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/lib/translation-key';

interface DayOfWeekFilterProps {
  value: number;
  onChange: (day: number) => void;
}

/** docs/product/dashboard.md: all (100), Sunday 0 through Saturday 6; listed Monday first. */
export function DayOfWeekFilter({ value, onChange }: DayOfWeekFilterProps) {
  const { t } = useTranslation();
  const order = [1, 2, 3, 4, 5, 6, 0].filter((d) => (DAYS_OF_WEEK as readonly number[]).includes(d));
  return (
    <Select
      label={t('my_dashboard.filters.day_of_week')}
      data={[
        { value: String(DAY_OF_WEEK_ALL), label: t('my_dashboard.days.all') },
        ...order.map((d) => ({ value: String(d), label: t(runtimeKey(`my_dashboard.days.${d}`)) })),
      ]}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={180}
      data-testid="day-of-week-filter"
    />
  );
}
