import { ErrorCode, type TErrorCode } from '@flexapp/contract';

/** The one error type routes throw; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    public readonly code: TErrorCode,
    public readonly statusCode: number,
    message?: string,
    public readonly errors?: Record<string, string[]>,
    /** Extra fields of the answer (e.g. `count` of HAS_FUTURE_BOOKINGS). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (what = 'Not found') => new AppError(ErrorCode.NOT_FOUND, 404, what);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, 403);
export const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED, 401);
export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(ErrorCode.VALIDATION_ERROR, 400, message, errors);
