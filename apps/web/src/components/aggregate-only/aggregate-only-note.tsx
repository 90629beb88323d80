import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown where a report would list people while aggregate-only analytics is on (decision 317). */
export function AggregateOnlyNote({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      title={title}
      icon={<IconShieldLock size={18} />}
      data-testid="aggregate-only-note"
    >
      {t('aggregate.note')}
    </Alert>
  );
}
