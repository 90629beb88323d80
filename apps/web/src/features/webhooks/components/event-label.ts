import type { TFunction } from 'i18next';
import { runtimeKey } from '@/lib/translation-key';

/** An event type's name in the reader's language (`booking.created` -> "Booking made"). */
export const eventLabel = (t: TFunction, type: string) =>
  t(runtimeKey(`webhooks.event_names.${type.replace('.', '_')}`));
