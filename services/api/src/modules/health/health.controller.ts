import { Controller, Inject, Res } from '@nestjs/common';
import type { ReadinessResponse } from '@renewed/contracts';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import { ApiRoute } from '../../common/api-route.decorator';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { JobQueue } from '../../infrastructure/queue/job-queue';

/** How long a readiness probe waits for MongoDB before calling it down. */
const PING_TIMEOUT_MS = 2_000;
/**
 * Probes arriving within this window share one check: a burst of probes (many replicas, a load
 * balancer and an orchestrator at once) costs MongoDB and Redis one ping, not one per probe.
 */
const READINESS_REUSE_MS = 1_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
    private readonly queue: JobQueue,
  ) {}

  private recent: { at: number; check: Promise<ReadinessResponse> } | undefined;

  /** Liveness: the process answers. Never touches dependencies. */
  @ApiRoute('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: MongoDB and (when configured) Redis answer; 503 otherwise. */
  @ApiRoute('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponse> {
    const now = Date.now();
    if (!this.recent || now - this.recent.at >= READINESS_REUSE_MS) {
      this.recent = { at: now, check: this.check() };
    }
    const result = await this.recent.check;
    void reply.status(result.status === 'ready' ? 200 : 503);
    return result;
  }

  private async check(): Promise<ReadinessResponse> {
    const [mongodb, redis] = await Promise.all([this.pingMongo(), this.queue.health()]);
    const ready = mongodb === 'up' && redis !== 'down';
    return { status: ready ? 'ready' : 'not-ready', checks: { mongodb, redis } };
  }

  private async pingMongo(): Promise<'up' | 'down'> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const ping = this.connection.db!.admin().ping();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
      });
      await Promise.race([ping, timeout]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
