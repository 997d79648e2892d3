import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
