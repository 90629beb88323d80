import { Stack, Tabs, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarShare,
  IconCalendarTime,
  IconHistory,
  IconIdBadge2,
  IconLayoutGrid,
  IconRobot,
  IconSparkles,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { runtimeKey } from '@/lib/translation-key';

const tabs = [
  { value: 'structure', icon: IconBuilding, everyHolder: true },
  { value: 'rules', icon: IconCalendarTime },
  { value: 'users', icon: IconUsers },
  { value: 'identity', icon: IconIdBadge2 },
  { value: 'amenities', icon: IconSparkles },
  { value: 'neighbourhoods', icon: IconLayoutGrid },
  { value: 'audit', icon: IconHistory },
  { value: 'webhooks', icon: IconWebhook },
  { value: 'service-accounts', icon: IconRobot },
  { value: 'room-calendars', icon: IconCalendarShare },
];

/** Workplace setup: the tabs of its screens above the current one; a non-staff setup holder sees Structure only (decision 391). */
export default function SetupLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { isStaff } = useSession();
  const current = location.pathname.split('/')[3] === 'floors' ? 'structure' : location.pathname.split('/')[3];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('setup.title')}
      </Title>
      <Tabs value={current} onChange={(v) => v && navigate(`/dashboard/setup/${v}`)}>
        <Tabs.List>
          {tabs
            .filter((tab) => isStaff || ('everyHolder' in tab && tab.everyHolder))
            .map(({ value, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {t(runtimeKey(`setup.tabs.${value}`))}
              </Tabs.Tab>
            ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
