import { Alert, Text } from '@mantine/core';
import { useInterval, useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { savedAgo } from '@/lib/offline/saved-age';
import { useSavedAt } from '@/lib/offline/use-saved-at';

export const OFFLINE_BANNER_ID = 'offline-banner';

/**
 * Says so while the browser is offline (decisions 172 and 196): what is on screen may be out of date, and
 * nothing can be booked or changed (those buttons are disabled and name this banner as their reason). On the
 * screens kept for offline reading it says how old their answer is. It goes away by itself once online.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const { online } = useNetwork();
  const { pathname } = useLocation();
  const savedAt = useSavedAt(pathname);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 30_000, { autoInvoke: true });
  if (online) return null;
  const age = savedAt ? savedAgo(savedAt, Math.max(now, Date.now()), i18n.language) : null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      role="status"
      id={OFFLINE_BANNER_ID}
      data-testid="offline-banner"
      py={8}
    >
      {t('offline.banner')}
      {savedAt !== null && (
        <Text span size="sm" fw={700} data-testid="saved-age" display="block" mt={4}>
          {savedAt === 0 ? t('offline.not_saved') : age ? t('offline.saved', { age }) : t('offline.saved_now')}
        </Text>
      )}
    </Alert>
  );
}
