import { DOMAIN_ERROR_CODES } from '@renewed/contracts';
import { z } from 'zod';

/**
 * What a request job hands back through the queue: its value, or the domain error its handler
 * threw (code and readable message), so the gateway answers exactly as if it had run the handler.
 * Anything else (a crash, a lost worker) fails the job and the gateway answers 503.
 */
export const jobReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), code: z.enum(DOMAIN_ERROR_CODES), message: z.string() }),
]);
export type JobReply = z.infer<typeof jobReplySchema>;
