import { addDays, configOf, toApiDate, type TConfig } from '@flexapp/contract';
import { serverTimeZone } from '../../lib/time-zone';
import type { Settings } from './settings.repository';

/** The configuration document (docs/product/access.md), as `GET /configuration/config` answers it. */
export function toConfig(settings: Settings, today: Date): TConfig {
  return configOf(settings, {
    bookable_date: addDays(toApiDate(today), settings.bookable_days - 1),
    time_zone: serverTimeZone(),
  });
}
