import type { ParseKeys } from 'i18next';

/** Every key of the catalogues (both parts), as `t` accepts them (src/i18next.d.ts types them). */
export type TranslationKey = ParseKeys;

/**
 * A key made at run time from data the compiler cannot see (an API code, a field, column or route name). Those
 * keys are covered by tests over the catalogues, or the caller checks them first with `i18n.exists`.
 */
export const runtimeKey = (key: string) => key as TranslationKey;
