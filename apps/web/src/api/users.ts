import type { User } from '../lib/session.ts';
import { http } from './http.ts';

export const getMe = (signal?: AbortSignal) => http.get<User>('/api/users/me', { signal });
