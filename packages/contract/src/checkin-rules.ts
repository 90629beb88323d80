import type { TCheckinType } from './auth';

/** The settings key that makes a check-in type read-only. */
export const checkinReadOnlyKey = {
  WORKSPACE: 'checkin_workspace_read_only_mode',
  MEETING: 'checkin_meeting_read_only_mode',
  HOMEWORK: 'checkin_homework_read_only_mode',
} as const satisfies Record<TCheckinType, string>;
