import { ApiError } from '../../api/http.ts';

/** The server's Korean message of a failed call, or the screen's fallback (SPEC §7, §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The envelope's machine code (e.g. `identity_expired`, `username_taken`), if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The identity verification itself was refused (unknown, expired, used, wrong type): verify again. */
export function isIdentityError(error: unknown): boolean {
  return errorCode(error)?.startsWith('identity_') ?? false;
}

/** Field errors of a 400 envelope ({field: [messages]}), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const out: Record<string, string> = {};
  for (const [key, list] of Object.entries(error.errors)) {
    if (Array.isArray(list) && list[0]) out[key] = list[0];
  }
  return out;
}
