import { ErrorCode } from '@flexapp/contract';
import { AppError } from '../../lib/errors';

/** The setup module's refusals, raised by its services. */
export const nameTaken = () => new AppError(ErrorCode.NAME_TAKEN, 'Name already used', { name: ['name_taken'] });
export const staleVersion = () => new AppError(ErrorCode.CONFLICT);
export const hasFutureBookings = (count: number) =>
  new AppError(ErrorCode.HAS_FUTURE_BOOKINGS, `There are ${count} future bookings`, undefined, { count });
