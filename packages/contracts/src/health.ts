import { z } from 'zod';

export const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
});
export type Health = z.infer<typeof Health>;
