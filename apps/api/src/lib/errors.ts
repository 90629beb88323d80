import { ErrorCode, errorStatus, type TErrorCode } from '@flexapp/contract';

/** The one error type routes throw; the error handler turns it into JSON with the code's HTTP status. */
export class AppError extends Error {
  public readonly statusCode: number;
  constructor(
    public readonly code: TErrorCode,
    message?: string,
    public readonly errors?: Record<string, string[]>,
    /** Extra fields of the answer (e.g. `count` of HAS_FUTURE_BOOKINGS). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (what = 'Not found') => new AppError(ErrorCode.NOT_FOUND, what);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);
export const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED);
export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(ErrorCode.VALIDATION_ERROR, message, errors);
