// The groups module's one door (docs/ARCHITECTURE.md): groups of people from a provider or made by hand (decision 230).
export { default as groupRoutes } from './groups.routes';
export { cleanGroupNames, syncMembershipsFromClaims } from './groups.service';
export {
  createProviderGroup,
  deleteProviderGroup,
  groupsOfPeople,
  leaveProviderGroups,
  lockProviderGroup,
  providerGroupMembers,
  replaceProviderGroup,
  UnknownMembersError,
} from './provider-groups.service';
