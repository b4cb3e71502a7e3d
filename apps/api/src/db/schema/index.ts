export * from './catalog.ts';
export * from './identity.ts';
export * from './ops.ts';
export * from './orders.ts';
export * from './reminders.ts';
export * from './support.ts';
export * from './users.ts';
export * from './wallet.ts';
