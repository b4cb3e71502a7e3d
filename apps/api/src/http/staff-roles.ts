import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * The staff console's routes only a 최고 관리자 may call (issue #28 §3): staff accounts, the shop's
 * settings and terms, and the supplier (catalogue sync, margin). Everything else under /api/admin
 * is day-to-day work a 운영자 does too, including GET /api/admin/supplier (the balance the
 * delivery screens show). Matched on the route's pattern, so a new route under one of these
 * prefixes is restricted without a line of its own.
 */
export const SUPER_ONLY_PREFIXES = [
  '/api/admin/staff',
  '/api/admin/settings',
  '/api/admin/terms',
  '/api/admin/supplier/',
] as const;

export const SUPER_ONLY_MESSAGE = '최고 관리자만 할 수 있는 작업입니다.';

export function isSuperOnlyRoute(routeUrl: string): boolean {
  return SUPER_ONLY_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? routeUrl.startsWith(prefix)
      : routeUrl === prefix || routeUrl.startsWith(`${prefix}/`),
  );
}

/** onRequest hook of the /api/admin scope, after requireStaff: 403 for a 운영자 on those routes. */
export async function requireStaffRole(request: FastifyRequest): Promise<void> {
  const url = request.routeOptions.url ?? '';
  if (isSuperOnlyRoute(url) && request.user?.staffRole !== 'super') throw forbidden(SUPER_ONLY_MESSAGE);
}
