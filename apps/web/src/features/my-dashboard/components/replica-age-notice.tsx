import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReplicaAge } from '@/lib/replica-age';

/** A small notice while the statistics come from a read replica that lags behind (decision 326). */
export function ReplicaAgeNotice() {
  const { t } = useTranslation();
  const age = useReplicaAge();
  if (age === null) return null;
  const amount = age < 120 ? `${age} s` : `${Math.round(age / 60)} min`;
  return (
    <Alert color="yellow" variant="light" py="xs" role="status" data-testid="replica-age-notice">
      {t('my_dashboard.replica_age', { age: amount })}
    </Alert>
  );
}
