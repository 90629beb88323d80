import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { holds, useGrants } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { CheckinsTodayCard } from '../components/checkins-today-card';
import { GuestsTodayCard } from '../components/guests-today-card';

/** Reception's dashboard screen (decision 347): today's guests and who is in now, in their buildings. */
export default function ReceptionPage() {
  const { t } = useTranslation();
  const { isStaff, config } = useSession();
  const grants = useGrants(!isStaff);
  const may = (permission: 'checkins_today' | 'guests') => isStaff || holds(grants, permission);
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('reception.title')}
        </Title>
        {/* Reception registers the guests of their buildings here (decision 401). */}
        {config?.theme.enable_register_guest && may('guests') && (
          <Button
            component={Link}
            to="/dashboard/register_guest"
            variant="light"
            leftSection={<IconUserPlus size={16} />}
          >
            {t('reception.register_guest')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: may('checkins_today') ? 2 : 1 }} spacing="lg">
        <GuestsTodayCard />
        {may('checkins_today') && <CheckinsTodayCard canSignOut={may('guests')} />}
      </SimpleGrid>
    </Stack>
  );
}
