import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter, statusForCode } from './all-exceptions.filter';
import { DomainException } from './domain-exception';

describe('error mapping', () => {
  const filter = new AllExceptionsFilter();

  it('maps every domain code to its status', () => {
    expect(statusForCode('VALIDATION_FAILED')).toBe(400);
    expect(statusForCode('SESSION_REQUIRED')).toBe(400);
    expect(statusForCode('SESSION_MISMATCH')).toBe(403);
    expect(statusForCode('NOT_FOUND')).toBe(404);
    expect(statusForCode('CONFLICT')).toBe(409);
    expect(statusForCode('UNAVAILABLE')).toBe(503);
    expect(statusForCode('QUOTA_EXCEEDED')).toBe(429);
  });

  it('gives every error the JSON body { statusCode, error, code, message }', () => {
    expect(filter.toBody(new DomainException('NOT_FOUND', 'No such board'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'No such board',
    });
    expect(filter.toBody(new DomainException('SESSION_REQUIRED', 'The X-Session-Id header is malformed'))).toMatchObject({
      statusCode: 400,
      code: 'SESSION_REQUIRED',
    });
    expect(filter.toBody(new DomainException('VALIDATION_FAILED', 'Request body is invalid'))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/x',
    });
    expect(filter.toBody(new BadRequestException(['a is wrong', 'b is wrong']))).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'a is wrong; b is wrong',
    });
    expect(filter.toBody(Object.assign(new Error('too big'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }))).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
    expect(
      filter.toBody(
        Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
    expect(filter.toBody(Object.assign(new Error('slow down'), { statusCode: 429 }))).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'slow down',
    });
  });

  it('keeps the header name X-Session-Id readable in a message while hiding ids', () => {
    const malformed = filter.toBody(new DomainException('SESSION_REQUIRED', 'The X-Session-Id header is malformed: too short'));
    expect(malformed.message).toBe('The X-Session-Id header is malformed: too short');
    const echoed = filter.toBody(new DomainException('SESSION_MISMATCH', 'X-Session-Id session-idAbCdEfGh1234 does not match'));
    expect(echoed.message).toBe('X-Session-Id session-[redacted] does not match');
  });

  it('never echoes a session id, even percent-encoded', () => {
    const body = filter.toBody(
      new NotFoundException('Cannot GET /api/bingo/progress/%73ession-1700000000000-AbCdEfGhIjKlMnOpQrStUv/x/y/z'),
    );
    expect(body.message).not.toMatch(/AbCdEfGh/);
    expect(body.message).toContain('session-[redacted]');
  });

  it('hides internals of unknown errors behind a 500 with an error id', () => {
    const body = filter.toBody(new Error('connection string mongodb://secret@host leaked'));
    expect(body.statusCode).toBe(500);
    expect(body.code).toBe('INTERNAL');
    expect(body.message).not.toContain('secret');
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.errorId);
  });

  it("logs an unexpected error with its request's id, method and URL, session id removed", () => {
    const logged = jest
      .spyOn((filter as unknown as { logger: { error: (...args: unknown[]) => void } }).logger, 'error')
      .mockImplementation(() => undefined);
    const sent: unknown[] = [];
    const reply = { header: () => reply, status: () => reply, send: (payload: unknown) => sent.push(payload) };
    const raw = { id: 7, method: 'GET', url: '/api/bingo/progress/session-1700000000000-AbCdEfGhIjKlMnOpQrStUv/x' };
    const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ raw }) }) } as unknown as ArgumentsHost;
    filter.catch(new Error('boom'), host);
    expect(sent).toEqual([expect.objectContaining({ statusCode: 500, code: 'INTERNAL' })]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ req: { id: 7, method: 'GET', url: '/api/bingo/progress/session-[redacted]/x' } }),
      'Unexpected error',
    );
    logged.mockRestore();
  });
});
