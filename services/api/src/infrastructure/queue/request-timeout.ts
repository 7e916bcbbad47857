import { DomainException } from '../../common/domain-exception';
import type { RequestJobDefinition } from './job-definition';
import { jobReplySchema } from './job-reply';

/** Resolves with `work`, or throws TIMEOUT (after `onTimeout`) when it has not settled in time. */
export async function withinTimeout<T>(
  work: Promise<T>,
  timeoutMs: number,
  timeoutMessage: string,
  onTimeout: () => void = () => undefined,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new DomainException('TIMEOUT', timeoutMessage));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** The value of a request job's reply, validated; a domain error is rethrown with its code. */
export function unpackReply<R>(definition: RequestJobDefinition<unknown, R>, reply: unknown): R {
  const parsed = jobReplySchema.safeParse(reply);
  if (!parsed.success) throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
  if (!parsed.data.ok) throw new DomainException(parsed.data.code, parsed.data.message);
  const value = definition.result.safeParse(parsed.data.value);
  if (!value.success) throw new DomainException('UNAVAILABLE', definition.messages.unavailable);
  return value.data;
}
