import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * Roles beyond employee and staff (issue 36, decision 301), each a fixed set of permissions. A route names the
 * permission it needs as its `config.access`; staff hold every permission in every building.
 */
export const ROLES = ['location_admin', 'reception', 'analyst'] as const;
export type TRole = (typeof ROLES)[number];

export const PERMISSIONS = ['setup', 'reports', 'guests', 'checkins_today', 'evacuation'] as const;
export type TPermission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  location_admin: ['setup', 'reports', 'guests'],
  reception: ['guests', 'checkins_today', 'evacuation'],
  analyst: ['reports'],
};

/** Roles that hold their permissions in the buildings given to them only; the analyst's cover everything. */
export const BUILDING_SCOPED_ROLES: readonly TRole[] = ['location_admin', 'reception'];
export const ROLE_BUILDINGS_MAX = 200;

/** One permission of the signed-in person: in these buildings, or in all (null). */
export const ZGrantSchema = z.object({
  permission: z.enum(PERMISSIONS),
  building_ids: z.array(z.number().int()).nullable(),
});
export type TGrant = z.infer<typeof ZGrantSchema>;

export const ZRoleAssignmentSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  group: z.object({ id: z.number().int(), display_name: z.string(), source: z.string() }).nullable(),
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TRoleAssignment = z.infer<typeof ZRoleAssignmentSchema>;
export const ZRoleAssignmentListSchema = z.array(ZRoleAssignmentSchema);

/** A role for exactly one person or one group; buildings for the building-scoped roles only. */
export const ZRoleAssignmentCreateSchema = z.object({
  role: z.enum(ROLES),
  user_id: ZIdSchema.nullish(),
  group_id: ZIdSchema.nullish(),
  building_ids: z.array(ZIdSchema).max(ROLE_BUILDINGS_MAX).default([]),
});
export type TRoleAssignmentCreate = z.infer<typeof ZRoleAssignmentCreateSchema>;
export const ZRoleAssignmentParamsSchema = z.object({ id: ZIdSchema });
