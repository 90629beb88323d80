import type { TColleagueFilter } from '@flexapp/contract';
import { CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The active filters, each removable. Nothing is shown when no filter is on. */
export function ColleagueFilterBar({ filters, onRemove, onClear }: {
  filters: TColleagueFilter[];
  onRemove: (filter: TColleagueFilter) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('colleagues.filter')}>
      {filters.map((f) => (
        <Pill
          key={f}
          withRemoveButton
          onRemove={() => onRemove(f)}
          removeButtonProps={{ 'aria-label': t('colleagues.remove_filter', { name: t(`colleagues.filters.${f}`) }) }}
          size="md"
        >
          {t(`colleagues.filters.${f}`)}
        </Pill>
      ))}
      <CloseButton size="sm" aria-label={t('colleagues.clear')} onClick={onClear} />
    </Group>
  );
}
