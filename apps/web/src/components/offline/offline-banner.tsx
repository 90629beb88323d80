import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says so while the browser is offline (decision 172): what is on screen may be out of date and actions fail at
 * once with a message instead of waiting to be sent later. It goes away by itself when the connection returns.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      role="status"
      data-testid="offline-banner"
      py={8}
    >
      {t('offline.banner')}
    </Alert>
  );
}
