import { z } from 'zod';
import { LANGUAGES } from './constants';

/** A person's data (issue 38): erasure by staff, export by the person or staff (decisions 245, 246). */

/** Staff type the person's username to confirm an erasure (decision 245). */
export const ZEraseRequestSchema = z.object({ confirm: z.string().max(200) }).strict();
export type TEraseRequest = z.infer<typeof ZEraseRequestSchema>;

export const ZEraseResultSchema = z.object({
  id: z.number().int(),
  /** The name the person's rows now carry, e.g. `erased-42`. */
  pseudonym: z.string(),
  released_bookings: z.number().int(),
});
export type TEraseResult = z.infer<typeof ZEraseResultSchema>;

export const EXPORT_FORMATS = ['json', 'pdf'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const ZExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });

const row = z.record(z.string(), z.unknown());
/** Everything flexapp holds about one person, as the JSON export sends it (decision 246). */
export const ZPersonalDataSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    language: z.enum(LANGUAGES),
    roles: z.array(z.string()),
    is_active: z.boolean(),
    is_bhv: z.boolean(),
    status: z.string().nullable(),
    email_preferences: z.record(z.string(), z.boolean()),
    created_at: z.string(),
  }),
  bookings: z.array(row),
  /** Bookings the person made in a colleague's name (decision 406). */
  bookings_for_others: z.array(row),
  checkins: z.array(row),
  messages: z.array(row),
  watches: z.array(row),
  hosted_guests: z.array(row),
  activity_log: z.array(row),
});
export type TPersonalData = z.infer<typeof ZPersonalDataSchema>;

/** GET and PUT users/self/privacy: the person's own privacy choices (issue 38, decision 251). */
export const ZPrivacySettingsSchema = z.object({
  /** Colleagues see this person's desks and rooms as taken, not by whom; staff and the BHV list still see the name. */
  private_bookings: z.boolean(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettingsSchema>;

export const ZPrivacySettingsUpdateSchema = ZPrivacySettingsSchema.strict();
export type TPrivacySettingsUpdate = z.infer<typeof ZPrivacySettingsUpdateSchema>;
