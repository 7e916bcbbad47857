import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { errorBody } from '../../common/all-exceptions.filter';
import { BARE_API_HEADERS } from './security-headers';

/**
 * Fastify options so that errors raised before any route or hook runs still get our JSON body
 * with a code: a malformed percent-escape in the path (`frameworkErrors`) and HTTP the parser
 * refuses (`clientErrorHandler`, written straight to the socket).
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'The request URL is malformed (a bad percent-escape)'
        : 'The request could not be routed; check the URL and headers';
    void reply
      .status(400)
      .headers(BARE_API_HEADERS)
      .type('application/json; charset=utf-8')
      .send(errorBody(400, message, 'BAD_REQUEST'));
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
          : [400, 'Bad Request', 'The request is not well-formed HTTP'];
    const body = JSON.stringify({ ...errorBody(status, message, 'BAD_REQUEST'), error: reason });
    if (socket.writable) {
      const headers = Object.entries({
        ...BARE_API_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  },
};

/**
 * Node answers an HTTP/1.1 request without a Host header with a bare 400 of its own; the
 * gateway turns that check off (`requireHostHeader: false`) and refuses here, with our body.
 */
export async function requireHostHeader(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion !== '1.0' && !request.headers.host) {
    throw Object.assign(new Error('The Host header is required'), { statusCode: 400 });
  }
}
