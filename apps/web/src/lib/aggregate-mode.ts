import { buildingsFor, useGrants } from './permissions';
import { useConfig, useSession } from './session';

/**
 * Aggregate-only analytics is on (decision 317): reports show counts and rates only, never a person. Always on
 * for an analyst, someone not staff whose reports cover the whole organisation (decision 346).
 */
export const useAggregateOnly = (): boolean => {
  const { isStaff, authStatus } = useSession();
  const grants = useGrants(authStatus === 'logged' && !isStaff);
  const analyst = !isStaff && grants !== undefined && buildingsFor(grants, 'reports') === null;
  return (useConfig().data?.analytics.aggregate_only_analytics ?? false) || analyst;
};
