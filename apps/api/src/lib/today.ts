import { toApiDate } from '@flexapp/contract';

/** Today's date (YYYY-MM-DD) in the server's time zone, which is the organisation's. */
export const todayApiDate = (now: Date) => toApiDate(now);
