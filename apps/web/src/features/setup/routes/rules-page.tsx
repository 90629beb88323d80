import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '@/lib/session';
import { LimitsCard } from '../components/limits-card';
import { SamlCard } from '../components/saml-card';
import { SettingsCard } from '../components/settings-card';
import { TimetablesCard } from '../components/timetables-card';

/** Booking rules: slots, bookable days, limits, read-only check-in types, flags and logo; SAML sign-in. */
export default function RulesPage() {
  const { config } = useSession();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Stack>
        <TimetablesCard />
        <LimitsCard />
      </Stack>
      <Stack>
        {config && <SettingsCard config={config} />}
        <SamlCard />
      </Stack>
    </SimpleGrid>
  );
}
