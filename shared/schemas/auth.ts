import { z } from 'zod';
import { ZLine } from './text.js';

export const ZAdminLoginRequest = z
  .object({
    username: ZLine('Username', { required: 'Username is required', max: 100 }),
    password: z.string().min(1, 'Password is required').max(1024),
  })
  .strict();
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZAdmin = z.object({ _id: z.string(), username: z.string(), email: z.string() });
export type TAdmin = z.infer<typeof ZAdmin>;

export const ZAdminLoginResponse = z.object({ token: z.string(), admin: ZAdmin });
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

export const ZAdminMeResponse = z.object({ admin: ZAdmin });
