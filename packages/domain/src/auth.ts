/** Log-in and tokens (SPEC §7 auth) as the API sends them. */
import { z } from 'zod';
import { instantSchema } from './envelope.ts';

export const publicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  phone_number: z.string(),
  role: z.enum(['member', 'staff']),
  created_at: instantSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResultSchema = tokenPairSchema.extend({ user: publicUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
