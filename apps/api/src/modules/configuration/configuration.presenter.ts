import { addDays, toApiDate, type TConfig } from '@flexapp/contract';
import { serverTimeZone } from '../../lib/time-zone';
import type { Settings } from './settings.repository';

/** The configuration document (docs/product/access.md), as `GET /configuration/config` answers it. */
export function toConfig(settings: Settings, today: Date): TConfig {
  return {
    theme: {
      logo: settings.theme_logo,
      adfs_base_url: settings.adfs_base_url,
      adfs_client_id: settings.adfs_client_id,
      enable_register_guest: settings.enable_register_guest,
      enable_public_register_guest: settings.enable_public_register_guest,
      menu_enable_booking: settings.menu_enable_booking,
    },
    booking: {
      bookable_date: addDays(toApiDate(today), settings.bookable_days - 1),
      bookable_days: settings.bookable_days,
      auto_release_minutes: settings.auto_release_minutes,
      reminder_minutes: settings.reminder_minutes,
      confirmation_required: settings.confirmation_required,
      confirmation_grace_minutes: settings.confirmation_grace_minutes,
      room_booking_max_minutes: settings.room_booking_max_minutes,
    },
    checkin_homework_read_only_mode: settings.checkin_homework_read_only_mode,
    checkin_meeting_read_only_mode: settings.checkin_meeting_read_only_mode,
    checkin_workspace_read_only_mode: settings.checkin_workspace_read_only_mode,
    time_zone: serverTimeZone(),
  };
}
