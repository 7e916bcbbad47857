/** Longest wait between two reconnection attempts (docs/architecture.md, "Production topology"). */
const RECONNECT_MAX_DELAY_MS = 2_000;

/** ioredis options from a redis:// URL (BullMQ takes options, not a URL). */
export function redisConnection(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // Reconnect at most every 2 s while Redis is away, so the gateway and the workers are back
    // within seconds of its return (BullMQ's default backs off to 20 s after a few failures).
    retryStrategy: (attempt: number) => Math.min(attempt * 250, RECONNECT_MAX_DELAY_MS),
  };
}
