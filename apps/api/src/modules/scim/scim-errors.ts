import { SCIM_SCHEMA } from '@flexapp/contract';

/** The scimType values of RFC 7644 §3.12 that flexapp answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

/** An error answered as a SCIM error body (`schemas`, `status`, `scimType`, `detail`). */
export class ScimError extends Error {
  constructor(
    public readonly status: number,
    detail: string,
    public readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimBadRequest = (scimType: ScimType, detail: string) => new ScimError(400, detail, scimType);
export const scimNotFound = (what: string) => new ScimError(404, `${what} not found`);
export const scimConflict = (detail: string) => new ScimError(409, detail, 'uniqueness');
export const scimUnauthorized = () => new ScimError(401, 'A valid SCIM bearer token is required.');

export function scimErrorBody(err: ScimError) {
  return {
    schemas: [SCIM_SCHEMA.error],
    status: String(err.status),
    ...(err.scimType ? { scimType: err.scimType } : {}),
    detail: err.message,
  };
}
