import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import {
  API_ROUTES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  isIdempotencyKey,
  SESSION_HEADER,
  type ApiRouteId,
} from '@renewed/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { API_ROUTE_ID } from '../../common/api-route.decorator';
import { Clock } from '../../common/clock';
import { DomainException } from '../../common/domain-exception';
import { requireSessionId } from '../../common/session-id.decorator';
import { IdempotencyRepository } from './idempotency.repository';

/** A duplicate waits this long for the first request's answer before it is told to try again. */
export const IDEMPOTENCY_WAIT_MS = 20_000;
/** A pending key whose request has not answered in this time (its process died) is taken over. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const POLL_MS = 50;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Honours `Idempotency-Key` on every write route of the API contract (every non-GET route declared
 * with `@ApiRoute`), so a route added later gets it without doing anything. The first request with
 * a key runs and its answer is stored; a repeat with the same key and the same request gets that
 * answer again (header `Idempotent-Replayed: true`) without running the write; a repeat that
 * arrives while the first is still running waits for its answer. Keys are scoped per session
 * (docs/offline.md, "Idempotency").
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const routeId = Reflect.getMetadata(API_ROUTE_ID, context.getHandler()) as ApiRouteId | undefined;
    if (!routeId || API_ROUTES[routeId].method === 'get') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return next.handle();
    if (!isIdempotencyKey(header)) {
      throw new DomainException(
        'VALIDATION_FAILED',
        'The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_" (a random UUID works). Nothing was saved.',
      );
    }
    // Scoped per session: the same key from two visitors is two keys.
    const sessionId = API_ROUTES[routeId].session ? requireSessionId(request.headers[SESSION_HEADER]) : undefined;
    const id = sha256(`${sessionId ?? '-'}\n${header}`);
    const fingerprint = sha256(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`);

    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const claim = await this.store.claim({ id, sessionId, routeId, fingerprint }, this.clock.now(), IDEMPOTENCY_LEASE_MS);
      if (claim.kind === 'claimed') break;
      if (claim.kind === 'mismatch') {
        throw new DomainException(
          'CONFLICT',
          'This Idempotency-Key was already used for a different request. Send a new key with each new save.',
        );
      }
      if (claim.kind === 'answered') {
        void http.getResponse<FastifyReply>().header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return of(claim.answer === null ? undefined : (JSON.parse(claim.answer) as unknown));
      }
      if (Date.now() > deadline) {
        throw new DomainException('CONFLICT', 'A request with this Idempotency-Key is still being handled. Please try again in a moment.');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }

    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await this.store.answer(id, answer === undefined ? null : JSON.stringify(answer));
        return answer;
      }),
      catchError((error: unknown) =>
        from(
          this.store.release(id).then(
            () => Promise.reject(error),
            (releaseError: unknown) => {
              this.logger.warn(`could not release an idempotency key: ${String(releaseError)}`);
              return Promise.reject(error);
            },
          ),
        ),
      ),
    );
  }
}
