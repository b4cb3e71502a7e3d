/** An expected failure: becomes a fail envelope with this HTTP status and Korean message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    /** Sent as Retry-After (a 429 or 503 that knows when the caller may try again). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, message, 'invalid', errors);
export const unauthorized = (message = '로그인이 필요합니다.', code = 'not_authenticated') =>
  new AppError(401, message, code);
export const forbidden = (message = '권한이 없습니다.') => new AppError(403, message, 'permission_denied');
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') =>
  new AppError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new AppError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'rate_limited', undefined, retryAfterSeconds);
