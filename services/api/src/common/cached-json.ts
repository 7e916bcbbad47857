import type { ApiRouteId } from '@renewed/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { withVary } from '../infrastructure/http/session-caching';

/**
 * The routes answered with a CachedJson: public catalogue reads that change only on redeploy.
 * The request logger leaves them to debug (docs/architecture.md, "Performance"); a test checks
 * that each answers with an ETag.
 */
export const CACHED_CATALOGUE_ROUTES = [
  'educationModules',
  'educationModule',
  'educationCategories',
  'smartStacks',
  'bingoBoards',
] as const satisfies readonly ApiRouteId[];

/** The content codings a prebuilt body is stored in, best first. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** A compressed variant is kept only when it saves at least this many bytes. */
const MIN_SAVING_BYTES = 64;

/**
 * The content coding to send for an Accept-Encoding header, among those available: brotli, then
 * gzip, then identity. Honours q-values (`br;q=0` refuses brotli) and `*`. No header, or one
 * that accepts nothing we have, gets identity (RFC 9110, 12.5.3).
 */
export function chooseContentCoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...parameters] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
    // A malformed weight refuses the coding rather than guessing.
    const weight = q === undefined ? 1 : /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.test(q) ? Number(q.split('=')[1]) : 0;
    weights.set(name, weight);
  }
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*');
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of available) {
    if (coding === 'identity') continue;
    const weight = weightOf(coding) ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * If-None-Match against a body's entity tags. Weak comparison (RFC 9110, 13.1.2): `W/` is ignored,
 * and any coding's tag of the same body matches, since they name the same content. `*` matches.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, tags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tags.includes(tag);
  });
}

/**
 * A JSON answer serialized once, with its gzip and brotli variants and a strong entity tag per
 * coding (docs/architecture.md, "Performance"). For catalogue reads that change only on redeploy:
 * the hot path sends stored bytes and never runs JSON.stringify or a compressor again.
 */
export class CachedJson<T> {
  private readonly variants = new Map<ContentCoding, { bytes: Buffer; etag: string }>();
  private readonly tags: string[];
  private readonly codings: ContentCoding[];
  /** Accept-Encoding headers seen, with their answer: browsers send a handful of distinct ones. */
  private readonly codingFor = new Map<string, ContentCoding>();

  constructor(readonly value: T) {
    const identity = Buffer.from(JSON.stringify(value), 'utf8');
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    this.variants.set('identity', { bytes: identity, etag: `"${hash}"` });
    const brotli = brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    const gzip = gzipSync(identity, { level: zlibConstants.Z_BEST_COMPRESSION });
    // A strong tag names exact bytes, so each coding has its own.
    if (brotli.length + MIN_SAVING_BYTES <= identity.length) this.variants.set('br', { bytes: brotli, etag: `"${hash}-br"` });
    if (gzip.length + MIN_SAVING_BYTES <= identity.length) this.variants.set('gzip', { bytes: gzip, etag: `"${hash}-gz"` });
    this.codings = [...this.variants.keys()];
    this.tags = [...this.variants.values()].map((variant) => variant.etag);
  }

  /** The bytes and tag sent for a coding (identity when that coding was not worth keeping). */
  variant(coding: ContentCoding): { coding: ContentCoding; bytes: Buffer; etag: string } {
    const stored = this.variants.get(coding);
    return stored ? { coding, ...stored } : { coding: 'identity', ...this.variants.get('identity')! };
  }

  /** chooseContentCoding, remembered for up to 32 distinct headers (the hot path parses none again). */
  private codingOf(acceptEncoding: string | undefined): ContentCoding {
    if (acceptEncoding === undefined) return chooseContentCoding(undefined, this.codings);
    let coding = this.codingFor.get(acceptEncoding);
    if (coding === undefined) {
      coding = chooseContentCoding(acceptEncoding, this.codings);
      if (this.codingFor.size < 32) this.codingFor.set(acceptEncoding, coding);
    }
    return coding;
  }

  /**
   * Answers a GET with this body: the coding the client accepts best, `Vary: Accept-Encoding`,
   * `ETag`, and 304 with no body when If-None-Match names it. Headers set earlier by hooks
   * (security headers) stay.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const chosen = this.variant(this.codingOf(request.headers['accept-encoding']));
    void reply
      .header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'))
      .header('etag', chosen.etag)
      // Stored for revalidation: a redeploy is seen at once, and an unchanged catalogue costs a 304.
      .header('cache-control', 'no-cache');
    if (matchesEntityTag(request.headers['if-none-match'], this.tags)) return reply.code(304).send();
    if (chosen.coding !== 'identity') void reply.header('content-encoding', chosen.coding);
    return reply.code(200).type('application/json; charset=utf-8').send(chosen.bytes);
  }
}

/** A CachedJson built on first use and kept (the build compresses, so it is not done at import). */
export function cachedJsonOnce<T>(build: () => T): () => CachedJson<T> {
  let cached: CachedJson<T> | undefined;
  return () => (cached ??= new CachedJson(build()));
}
