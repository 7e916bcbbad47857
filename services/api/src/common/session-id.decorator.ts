import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isSessionId, SESSION_HEADER, sessionIdProblem, type SessionId as SessionIdType } from '@renewed/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainException } from './domain-exception';

export function requireSessionId(header: unknown): SessionIdType {
  if (header === undefined || header === '') {
    throw new DomainException('SESSION_REQUIRED', 'The X-Session-Id header is required for this request');
  }
  const problem = sessionIdProblem(header);
  if (problem !== undefined || !isSessionId(header)) {
    // Never echo the value: a session id is the only key to a visitor's data.
    throw new DomainException('SESSION_REQUIRED', `The X-Session-Id header is malformed: ${problem ?? 'not a session id'}`);
  }
  return header;
}

/** The visitor's validated session id from `X-Session-Id` (400 when missing or malformed). */
export const SessionId = createParamDecorator((_data: unknown, context: ExecutionContext): SessionIdType => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return requireSessionId(request.headers[SESSION_HEADER]);
});

/** A session id carried in a payload or path must be the caller's own. */
export function assertSameSession(headerSession: SessionIdType, claimed: string): void {
  if (headerSession !== claimed) {
    throw new DomainException('SESSION_MISMATCH', 'The session in the request does not match the X-Session-Id header');
  }
}
