import { Stack } from '@mantine/core';
import { GroupsCard } from '../components/groups-card';
import { RolesCard } from '../components/roles-card';
import { ScimTokensCard } from '../components/scim-tokens-card';

/** Setup › Identity (issue 36): SCIM provisioning tokens, groups and roles. */
export default function IdentityPage() {
  return (
    <Stack>
      <ScimTokensCard />
      <GroupsCard />
      <RolesCard />
    </Stack>
  );
}
