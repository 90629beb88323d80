import { useConfig } from './session';

/** Aggregate-only analytics is on (decision 317): reports show counts and rates only, never a person. */
export const useAggregateOnly = (): boolean => useConfig().data?.analytics.aggregate_only_analytics ?? false;
