import type { TColleagueFilter } from '@flexapp/contract';
import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The active filters, each removable. Nothing is shown when no filter is on. */
export function ColleagueFilterBar({
  filters,
  onRemove,
  onClear,
}: {
  filters: TColleagueFilter[];
  onRemove: (filter: TColleagueFilter) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('colleagues.filter')}>
      {filters.map((f) => (
        <Badge
          key={f}
          size="lg"
          variant="light"
          tt="none"
          fw={500}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={t('colleagues.remove_filter', { name: t(`colleagues.filters.${f}`) })}
              onClick={() => onRemove(f)}
            />
          }
        >
          {t(`colleagues.filters.${f}`)}
        </Badge>
      ))}
      {filters.length > 1 && (
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onClear}>
          {t('colleagues.clear')}
        </Button>
      )}
    </Group>
  );
}
