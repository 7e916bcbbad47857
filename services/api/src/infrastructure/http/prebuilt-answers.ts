import { API_ROUTES } from '@renewed/contracts';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CACHED_CATALOGUE_ROUTES, chooseContentCoding, matchesEntityTag, type ContentCoding } from '../../common/cached-json';
import type { AppConfig } from '../../config/app-config';
import { logsCatalogueReads } from '../logging/logging.module';

/** One answer as the gateway sent it: status, raw header list (Node writes date and connection), body. */
type Recorded = { status: number; headers: string[]; body: Buffer };

/** Headers Node's server writes itself on every answer (time and connection handling). */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The codings a catalogue read is recorded in; a client's Accept-Encoding picks among them as Nest
 * does. In CachedJson's order, which breaks ties (`gzip, deflate, br` gets brotli).
 */
const CODINGS: readonly ContentCoding[] = ['identity', 'br', 'gzip'];

/** The parameterless catalogue reads: one fixed answer per content coding, for the life of the process. */
export const PREBUILT_URLS: readonly string[] = CACHED_CATALOGUE_ROUTES.map((id) => `/api${API_ROUTES[id].path}`).filter(
  (url) => !url.includes('{'),
);

/** What one read answers: per coding, the 200 and the 304 to a matching If-None-Match. */
class RouteAnswers {
  private readonly codingFor = new Map<string, ContentCoding>();

  constructor(
    private readonly ok: ReadonlyMap<ContentCoding, Recorded>,
    private readonly notModified: ReadonlyMap<ContentCoding, Recorded>,
    /** The codings Nest really keeps for this body (a small body has no compressed variant). */
    private readonly codings: readonly ContentCoding[],
    private readonly tags: readonly string[],
  ) {}

  /** chooseContentCoding, remembered for up to 32 distinct headers, as CachedJson does. */
  private codingOf(acceptEncoding: string | undefined): ContentCoding {
    if (acceptEncoding === undefined) return 'identity';
    let coding = this.codingFor.get(acceptEncoding);
    if (coding === undefined) {
      coding = chooseContentCoding(acceptEncoding, this.codings);
      if (this.codingFor.size < 32) this.codingFor.set(acceptEncoding, coding);
    }
    return coding;
  }

  answerFor(request: IncomingMessage): Recorded {
    const coding = this.codingOf(request.headers['accept-encoding']);
    const ifNoneMatch = request.headers['if-none-match'];
    const answers = ifNoneMatch !== undefined && matchesEntityTag(ifNoneMatch, this.tags) ? this.notModified : this.ok;
    return answers.get(coding)!;
  }
}

const headerList = (headers: Record<string, string | string[] | number | undefined>): string[] =>
  Object.entries(headers).flatMap(([name, value]) =>
    WRITTEN_BY_NODE.has(name) || value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
  );

const sameAnswer = (a: Recorded, b: Recorded): boolean =>
  a.status === b.status && a.body.equals(b.body) && a.headers.join('\n') === b.headers.join('\n');

/**
 * The catalogue reads answered from memory, ahead of Fastify and Nest (docs/benchmarks.md, "The
 * gateway's overhead"). The catalogue changes only with a deploy, so once the gateway listens it
 * asks itself (Fastify's inject, through every hook, Nest's router and the controllers) each
 * parameterless catalogue read in each content coding, plus the 304 to its own ETag, and keeps
 * the answers. From then on a GET for one of those paths, with a Host header, is answered from
 * the server's request listener with those very headers and bytes; anything else (HEAD, another
 * method or path, a read that did not record cleanly, a closing server) goes to Fastify as before.
 * A read is only kept when two recordings agree byte for byte, so nothing that varies per request
 * (a rate-limit counter, a request id) can be frozen. Off at LOG_LEVEL debug or trace, where
 * catalogue reads get their access line from the request logger.
 */
export class PrebuiltAnswers {
  private readonly routes = new Map<string, RouteAnswers>();
  private enabled = false;
  private markRecorded: () => void = () => undefined;
  /** Settles once the answers are recorded (requests before that go to Fastify). */
  readonly recorded = new Promise<void>((resolve) => (this.markRecorded = resolve));

  constructor(private readonly config: Pick<AppConfig, 'logLevel'>) {}

  /**
   * Fastify's `serverFactory`: a Node server whose listener tries the prebuilt answers first. It is
   * made the way Fastify makes its own HTTP/1 server (its `http` options, such as the gateway's
   * `requireHostHeader: false`, and its timeouts), so only the listener differs.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /** Answers `request` when it is a recorded read; false hands it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled || request.method !== 'GET' || request.headers.host === undefined) return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const route = this.routes.get(query === -1 ? url : url.slice(0, query));
    if (route === undefined) return false;
    const recorded = route.answerFor(request);
    response.writeHead(recorded.status, recorded.headers);
    response.end(recorded.body);
    return true;
  }

  /** Records the reads once the server listens; stops answering when Fastify starts closing. */
  register(fastify: FastifyInstance): void {
    if (logsCatalogueReads(this.config.logLevel)) return;
    prebuiltAnswersOf.set(fastify, this);
    fastify.addHook('onListen', async () => {
      await this.record(fastify);
      this.enabled = true;
      this.markRecorded();
    });
    fastify.addHook('preClose', async () => {
      this.enabled = false;
    });
  }

  private async record(fastify: FastifyInstance): Promise<void> {
    for (const url of PREBUILT_URLS) {
      const inject = async (headers: Record<string, string>): Promise<Recorded> => {
        const reply = await fastify.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
        return { status: reply.statusCode, headers: headerList(reply.headers), body: reply.rawPayload };
      };
      const ok = new Map<ContentCoding, Recorded>();
      const notModified = new Map<ContentCoding, Recorded>();
      const codings: ContentCoding[] = [];
      const tags: string[] = [];
      let clean = true;
      for (const coding of CODINGS) {
        const headers: Record<string, string> = coding === 'identity' ? {} : { 'accept-encoding': coding };
        const [first, second] = [await inject(headers), await inject(headers)];
        const etag = headerValue(first, 'etag');
        const revalidated = etag === undefined ? undefined : await inject({ ...headers, 'if-none-match': etag });
        clean &&= first.status === 200 && sameAnswer(first, second) && revalidated?.status === 304;
        if (!clean) break;
        ok.set(coding, first);
        notModified.set(coding, revalidated!);
        if (coding === 'identity' || headerValue(first, 'content-encoding') === coding) codings.push(coding);
        if (!tags.includes(etag!)) tags.push(etag!);
      }
      if (clean) this.routes.set(url, new RouteAnswers(ok, notModified, codings, tags));
      else fastify.log.warn({ url }, 'catalogue read not prebuilt: its answer is not a fixed 200 with an ETag');
    }
  }
}

const prebuiltAnswersOf = new WeakMap<FastifyInstance, PrebuiltAnswers>();

/** Resolves once the gateway's catalogue answers are recorded (at once when they are off). */
export function prebuiltAnswersRecorded(fastify: FastifyInstance): Promise<void> {
  return prebuiltAnswersOf.get(fastify)?.recorded ?? Promise.resolve();
}

function headerValue(recorded: Recorded, name: string): string | undefined {
  const index = recorded.headers.findIndex((value, i) => i % 2 === 0 && value === name);
  return index === -1 ? undefined : recorded.headers[index + 1];
}
