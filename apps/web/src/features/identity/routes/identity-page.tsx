import { Stack } from '@mantine/core';
import { GroupsCard } from '../components/groups-card';
import { ScimTokensCard } from '../components/scim-tokens-card';

/** Setup › Identity (issue 36): SCIM provisioning tokens and groups. */
export default function IdentityPage() {
  return (
    <Stack>
      <ScimTokensCard />
      <GroupsCard />
    </Stack>
  );
}
