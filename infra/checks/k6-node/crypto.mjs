// Stand-in for `k6/crypto`, on Node's crypto: hmac(algorithm, secret, data, outputEncoding), randomBytes(size).
import { createHmac, randomBytes as nodeRandomBytes } from 'node:crypto';

export function hmac(algorithm, secret, data, outputEncoding) {
  return createHmac(algorithm, secret).update(data).digest(outputEncoding);
}

export function randomBytes(size) {
  return Uint8Array.from(nodeRandomBytes(size)).buffer;
}

export default { hmac, randomBytes };
