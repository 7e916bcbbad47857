import { z } from 'zod';
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readinessResponseSchema = z.object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.record(z.string(), z.enum(['up', 'down', 'not-configured'])),
});
