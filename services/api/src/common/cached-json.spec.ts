import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedJson, chooseContentCoding, matchesEntityTag } from './cached-json';

describe('chooseContentCoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    [',,;', 'identity'],
  ])('Accept-Encoding %p -> %s', (header, expected) => {
    expect(chooseContentCoding(header, all)).toBe(expected);
  });

  it('offers only what is available', () => {
    expect(chooseContentCoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseContentCoding('br', ['identity'])).toBe('identity');
  });
});

describe('matchesEntityTag', () => {
  const tags = ['"abc"', '"abc-br"', '"abc-gz"'];

  it.each([
    ['"abc"', true],
    ['"abc-br"', true],
    ['W/"abc-gz"', true],
    ['"old", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['garbage', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p -> %p', (header, expected) => {
    expect(matchesEntityTag(header, tags)).toBe(expected);
  });
});

describe('CachedJson', () => {
  const value = { items: Array.from({ length: 50 }, (_, index) => ({ index, text: 'the same words again and again' })) };
  const body = new CachedJson(value);

  it('stores variants that decompress to the same JSON', () => {
    const identity = body.variant('identity').bytes;
    expect(JSON.parse(identity.toString('utf8'))).toEqual(value);
    expect(brotliDecompressSync(body.variant('br').bytes).equals(identity)).toBe(true);
    expect(gunzipSync(body.variant('gzip').bytes).equals(identity)).toBe(true);
    expect(body.variant('br').bytes.length).toBeLessThan(identity.length);
  });

  it('gives each coding its own strong tag, stable for the same content', () => {
    const tags = (['identity', 'br', 'gzip'] as const).map((coding) => body.variant(coding).etag);
    expect(new Set(tags).size).toBe(3);
    expect(new CachedJson(structuredClone(value)).variant('br').etag).toBe(body.variant('br').etag);
    expect(new CachedJson({ other: true }).variant('identity').etag).not.toBe(body.variant('identity').etag);
  });

  it('keeps a tiny body as identity only (compressing it would not save anything)', () => {
    const tiny = new CachedJson({ a: 1 });
    expect(tiny.variant('br').coding).toBe('identity');
    expect(tiny.variant('gzip').coding).toBe('identity');
  });
});
