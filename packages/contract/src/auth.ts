import { z } from 'zod';
import { ZNamedRefSchema } from './common';
import { LANGUAGES } from './constants';

export const ZLanguageSchema = z.enum(LANGUAGES);

export const ZLoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'login.username_fill').max(150),
  password: z.string().min(1, 'login.password_fill').max(256),
  remember_me: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZTokenResponseSchema = z.object({ token: z.string() });
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

export const CHECKIN_TYPES = ['WORKSPACE', 'MEETING', 'HOMEWORK'] as const;
export const ZCheckinTypeSchema = z.enum(CHECKIN_TYPES);
export type TCheckinType = z.infer<typeof ZCheckinTypeSchema>;

/** An active check-in as the employee app and colleague status read it. */
export const ZActiveCheckinSchema = z.object({
  id: z.number().int(),
  type: ZCheckinTypeSchema,
  desk: ZNamedRefSchema.nullable(),
  room: ZNamedRefSchema.nullable(),
  floor_name: z.string().nullable(),
  building_name: z.string().nullable(),
  created: z.string(),
});
export type TActiveCheckin = z.infer<typeof ZActiveCheckinSchema>;

/** A booking of today or later that has not been checked in yet. */
export const ZPendingBookingSchema = z.object({
  id: z.number().int(),
  desk: ZNamedRefSchema.nullable(),
  room: ZNamedRefSchema.nullable(),
  date: z.string(),
  time: z.string(),
  start_time: z.string(),
  accepted: z.boolean(),
});
export type TPendingBooking = z.infer<typeof ZPendingBookingSchema>;

export const ZProfileSchema = z.object({
  language: ZLanguageSchema,
  thumb: z.string().nullable(),
  status: z.string().nullable(),
});

export const ZUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.string()),
  profile: ZProfileSchema,
  anonymous: z.boolean(),
  is_bhv: z.boolean(),
  active_checkins: z.array(ZActiveCheckinSchema),
  pending_bookings: z.array(ZPendingBookingSchema),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZProfileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, 'profile.first_name_required').max(150),
  last_name: z.string().trim().min(1, 'profile.last_name_required').max(150),
  profile: z.object({
    language: z.enum(LANGUAGES, { message: 'profile.language_required' }),
  }),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;
