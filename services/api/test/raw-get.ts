import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request that returns the bytes as sent (fetch would decode them), for content-coding tests. */
export function rawRequest(method: string, url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A GET that returns the bytes as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest('GET', url, headers);
}

/** The body decoded according to its Content-Encoding (br, gzip or none). */
export function decodedBody(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  if (coding === undefined) return response.body;
  throw new Error(`unexpected content-encoding ${String(coding)}`);
}
