/** The member's wallet (SPEC §7 payments/balance): recharged money and reward points, in won. */
import { z } from 'zod';
import { moneySchema } from './envelope.ts';

export const balanceSchema = z.object({ recharge: moneySchema, reward: moneySchema });
export type Balance = z.infer<typeof balanceSchema>;
