import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { holds, useGrants } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { CheckinsTodayCard } from '../components/checkins-today-card';
import { GuestsTodayCard } from '../components/guests-today-card';

/** Reception's dashboard screen (decision 347): today's guests and who is in now, in their buildings. */
export default function ReceptionPage() {
  const { t } = useTranslation();
  const { isStaff } = useSession();
  const grants = useGrants(!isStaff);
  const may = (permission: 'checkins_today' | 'guests') => isStaff || holds(grants, permission);
  return (
    <Stack gap="md" py="md">
      <Title order={1} size="h2">
        {t('reception.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: may('checkins_today') ? 2 : 1 }} spacing="lg">
        <GuestsTodayCard />
        {may('checkins_today') && <CheckinsTodayCard canSignOut={may('guests')} />}
      </SimpleGrid>
    </Stack>
  );
}
