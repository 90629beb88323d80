export { isDatabaseEmpty, SEED_SIZES, seedDemo, type SeedOptions, type SeedSize, type SeedSummary } from './demo';
export { FIXED_ACCOUNTS, GENERATED_PASSWORD } from './people';
