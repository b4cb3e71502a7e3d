import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/** Shared column shapes: ids are bigserial, money is bigint won read as a JS number (safe to 9e15). */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const fk = (name: string) => bigint(name, { mode: 'number' });
export const won = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
