import { z } from 'zod';
import { zInt, ZTimeSchema } from './common';
import { LANGUAGES } from './constants';
import { ROOM_EQUIPMENT, ZRoomEquipmentSchema } from './booking';
import { ZRoomTypeSchema } from './structure';

/** Staff workplace setup (issue 8): buildings, floors, rooms, desks, slots, users, audit log. */

export const PLAN_MAX_BYTES = 5 * 1024 * 1024;
export const PLAN_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type TPlanMime = (typeof PLAN_MIME_TYPES)[number];
export const BULK_DESKS_MAX = 200;
export const USER_IMPORT_MAX_ROWS = 5000;
export const PASSWORD_MIN_LENGTH = 8;

const name = z.string().trim().min(1, 'required').max(100, 'too_long');
const limit = z.number().int().min(0).max(100_000).nullable();
const version = z.number().int().positive();
const percent = z.number().min(0).max(100);

/** Every write that edits an existing row sends the version it read; a mismatch answers 409 CONFLICT. */
export const ZVersionedSchema = z.object({ version });

// ---- buildings ----
export const ZSetupBuildingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  booking_limit: z.number().int().nullable(),
  /** HH:MM local: check-ins still open then are checked out at that time (issue 14); null: never. */
  closing_time: z.string().nullable(),
  /** Meeting rooms can be booked between these times, HH:MM (decision 130). */
  opens_at: z.string(),
  closes_at: z.string(),
  floor_count: z.number().int(),
  version: z.number().int(),
});
export type TSetupBuilding = z.infer<typeof ZSetupBuildingSchema>;
const closingTime = ZTimeSchema.nullable();
const ZPlaceCreateSchema = z.object({ name, booking_limit: limit.optional() }).strict();
const quarter = z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'time');
/** Opening hours are sent together, on the quarter hour, closing after opening (decision 130). */
const hoursTogether = (b: { opens_at?: string; closes_at?: string }) =>
  (b.opens_at === undefined) === (b.closes_at === undefined) && (b.opens_at === undefined || b.closes_at! > b.opens_at);
export const ZBuildingCreateSchema = ZPlaceCreateSchema.extend({
  closing_time: closingTime.optional(),
  opens_at: quarter.optional(),
  closes_at: quarter.optional(),
})
  .strict()
  .refine(hoursTogether, { message: 'opening_hours', path: ['closes_at'] });
export type TBuildingCreate = z.infer<typeof ZBuildingCreateSchema>;
export const ZBuildingUpdateSchema = z
  .object({ version, name: name.optional(), booking_limit: limit.optional(), closing_time: closingTime.optional() })
  .strict();
export type TBuildingUpdate = z.infer<typeof ZBuildingUpdateSchema>;
/** A building's changes; opening hours as on create. */
export const ZBuildingPatchSchema = ZBuildingUpdateSchema.extend({
  opens_at: quarter.optional(),
  closes_at: quarter.optional(),
})
  .strict()
  .refine(hoursTogether, { message: 'opening_hours', path: ['closes_at'] });
export type TBuildingPatch = z.infer<typeof ZBuildingPatchSchema>;

// ---- floors ----
export const ZSetupFloorSchema = z.object({
  id: z.number().int(),
  building_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  booking_limit: z.number().int().nullable(),
  /** Signed URL of the plan image, or null. */
  map: z.string().nullable(),
  room_count: z.number().int(),
  version: z.number().int(),
});
export type TSetupFloor = z.infer<typeof ZSetupFloorSchema>;
export const ZFloorCreateSchema = z.object({ name, booking_limit: limit.optional() }).strict();
export type TFloorCreate = z.infer<typeof ZFloorCreateSchema>;
export const ZFloorUpdateSchema = z
  .object({ version, name: name.optional(), booking_limit: limit.optional() })
  .strict();
export type TFloorUpdate = z.infer<typeof ZFloorUpdateSchema>;

// ---- rooms ----
export const ZSetupRoomSchema = z.object({
  id: z.number().int(),
  floor_id: z.number().int(),
  name: z.string(),
  type: ZRoomTypeSchema,
  position: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Meeting-room equipment: screen, video, whiteboard (decision 130). */
  equipment: z.array(ZRoomEquipmentSchema),
  desk_count: z.number().int(),
  version: z.number().int(),
});
export type TSetupRoom = z.infer<typeof ZSetupRoomSchema>;
export const ZRoomCreateSchema = z
  .object({
    name,
    type: ZRoomTypeSchema,
    capacity: z.number().int().min(0).max(10_000).nullable().optional(),
    equipment: z
      .array(ZRoomEquipmentSchema)
      .max(ROOM_EQUIPMENT.length)
      .refine((e) => new Set(e).size === e.length, 'duplicate')
      .optional(),
  })
  .strict();
export type TRoomCreate = z.infer<typeof ZRoomCreateSchema>;
export const ZRoomUpdateSchema = ZRoomCreateSchema.partial().extend({ version }).strict();
export type TRoomUpdate = z.infer<typeof ZRoomUpdateSchema>;

// ---- desks ----
export const ZPinColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalid_color');
export const ZSetupDeskSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  name: z.string(),
  label: z.string(),
  is_closed: z.boolean(),
  pin_color: z.string(),
  /** Percent of the plan's width from the left. */
  x: z.number().nullable(),
  /** Percent of the plan's height from the BOTTOM (docs/product/places.md). */
  y: z.number().nullable(),
  position: z.number().int(),
  version: z.number().int(),
});
export type TSetupDesk = z.infer<typeof ZSetupDeskSchema>;
export const ZDeskCreateSchema = z
  .object({
    name,
    label: z.string().trim().max(100).optional(),
    is_closed: z.boolean().optional(),
    pin_color: ZPinColorSchema.optional(),
    x: percent.nullable().optional(),
    y: percent.nullable().optional(),
  })
  .strict();
export type TDeskCreate = z.infer<typeof ZDeskCreateSchema>;
export const ZDeskUpdateSchema = ZDeskCreateSchema.partial().extend({ version }).strict();
export type TDeskUpdate = z.infer<typeof ZDeskUpdateSchema>;
/** Many desks at once (clicks on the plan); a desk without a name is named D<n> with the next free number. */
export const ZDeskBulkCreateSchema = z
  .object({
    desks: z
      .array(
        z
          .object({ name: name.optional(), label: z.string().trim().max(100).optional(), x: percent, y: percent })
          .strict(),
      )
      .min(1)
      .max(BULK_DESKS_MAX),
  })
  .strict();
export type TDeskBulkCreate = z.infer<typeof ZDeskBulkCreateSchema>;

/** The whole floor for the plan editor: rooms and their desks. */
export const ZSetupFloorPlanSchema = z.object({
  floor: ZSetupFloorSchema,
  building: z.object({ id: z.number().int(), name: z.string() }),
  rooms: z.array(ZSetupRoomSchema),
  desks: z.array(ZSetupDeskSchema),
});
export type TSetupFloorPlan = z.infer<typeof ZSetupFloorPlanSchema>;

// ---- ordering and deletion ----
export const ZReorderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(5000) }).strict();
export type TReorder = z.infer<typeof ZReorderSchema>;
export const ZDeleteQuerySchema = z.object({
  release: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZDeleteResultSchema = z.object({ deleted: z.literal(true), released_bookings: z.number().int() });
export type TDeleteResult = z.infer<typeof ZDeleteResultSchema>;
/** Body of a 409 HAS_FUTURE_BOOKINGS answer. */
export const ZFutureBookingsErrorSchema = z.object({ code: z.string(), message: z.string(), count: z.number().int() });

// ---- timetables ----
export const ZSetupTimetableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type TSetupTimetable = z.infer<typeof ZSetupTimetableSchema>;
export const ZTimetableCreateSchema = z
  .object({ name, start_time: ZTimeSchema, end_time: ZTimeSchema })
  .strict()
  .refine((t) => t.end_time > t.start_time, { message: 'time_end_invalid', path: ['end_time'] });
export type TTimetableCreate = z.infer<typeof ZTimetableCreateSchema>;
export const ZTimetableUpdateSchema = z
  .object({ version, name: name.optional(), start_time: ZTimeSchema.optional(), end_time: ZTimeSchema.optional() })
  .strict();
export type TTimetableUpdate = z.infer<typeof ZTimetableUpdateSchema>;

// ---- users ----
export const ZSetupUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  language: z.enum(LANGUAGES),
  is_active: z.boolean(),
  has_password: z.boolean(),
  future_bookings: z.number().int(),
  version: z.number().int(),
});
export type TSetupUser = z.infer<typeof ZSetupUserSchema>;
export const ZSetupUserListSchema = z.object({ count: z.number().int(), results: z.array(ZSetupUserSchema) });
export type TSetupUserList = z.infer<typeof ZSetupUserListSchema>;
export const ZSetupUserQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  page: zInt(1, 100_000).default(1),
  limit: zInt(1, 200).default(50),
});
const username = z
  .string()
  .trim()
  .min(1, 'required')
  .max(150, 'too_long')
  .regex(/^[^\s]+$/, 'no_spaces');
const email = z.string().trim().email('invalid_email').max(254).nullable();
const password = z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(256);
export const ZUserCreateSchema = z
  .object({
    username,
    email: email.optional(),
    first_name: name,
    last_name: name,
    is_staff: z.boolean().default(false),
    language: z.enum(LANGUAGES).default('en'),
    password: password.optional(),
  })
  .strict();
export type TUserCreate = z.input<typeof ZUserCreateSchema>;
export const ZUserUpdateSchema = z
  .object({ version, first_name: name, last_name: name, email, is_staff: z.boolean(), language: z.enum(LANGUAGES) })
  .partial()
  .required({ version: true })
  .strict();
export type TUserUpdate = z.infer<typeof ZUserUpdateSchema>;
export const ZPasswordResetSchema = z.object({ password }).strict();
export const ZDeactivateResultSchema = z.object({ user: ZSetupUserSchema, released_bookings: z.number().int() });

export const ZUserImportRequestSchema = z.object({ csv: z.string().min(1).max(1_000_000) }).strict();
export const ZUserImportRowSchema = z.object({
  /** 1-based line in the file, the header being line 1. */
  line: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  is_staff: z.boolean(),
  language: z.string(),
  /** Problem codes (see setup.json import.problem.*); empty when the row is fine. */
  problems: z.array(z.string()),
});
export type TUserImportRow = z.infer<typeof ZUserImportRowSchema>;
export const ZUserImportPreviewSchema = z.object({
  rows: z.array(ZUserImportRowSchema),
  /** Problems of the file itself (missing columns, empty file). */
  file_problems: z.array(z.string()),
  valid: z.boolean(),
});
export type TUserImportPreview = z.infer<typeof ZUserImportPreviewSchema>;
export const ZUserImportResultSchema = z.object({ created: z.number().int() });
