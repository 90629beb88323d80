import type { TScimPatch } from '@flexapp/contract';
import { type ScimPatchOperation, type ScimResource, scimPatch } from 'scim-patch';
import { ScimError, scimBadRequest } from './scim-errors';

/**
 * Applies PATCH operations to a resource with scim-patch (decision 232): capitalised ops ("Replace", Entra ID)
 * and operations without a path (Google) included. An operation that cannot apply is 400, never a 500; the
 * caller writes nothing then.
 */
export function applyScimPatch<T extends Record<string, unknown>>(resource: T, patch: TScimPatch): T {
  try {
    return scimPatch(resource as unknown as ScimResource, patch.Operations as ScimPatchOperation[], {
      mutateDocument: false,
      treatMissingAsAdd: true,
    }) as unknown as T;
  } catch (err) {
    if (err instanceof ScimError) throw err;
    const scimType = (err as { scimCode?: string }).scimCode;
    const detail = err instanceof Error ? err.message : 'The patch cannot be applied.';
    const known = ['noTarget', 'invalidPath', 'invalidSyntax', 'invalidValue'] as const;
    throw scimBadRequest(known.find((k) => k === scimType) ?? 'invalidValue', detail);
  }
}
