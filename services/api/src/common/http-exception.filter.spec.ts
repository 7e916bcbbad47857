import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter, statusForCode } from './http-exception.filter';
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
  });

  it('gives every error the JSON body { statusCode, error, message }', () => {
    expect(filter.toBody(new DomainException('NOT_FOUND', 'No such board'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such board',
    });
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/x',
    });
    expect(filter.toBody(new BadRequestException(['a is wrong', 'b is wrong']))).toMatchObject({
      statusCode: 400,
      message: 'a is wrong; b is wrong',
    });
    expect(filter.toBody(Object.assign(new Error('too big'), { statusCode: 413 }))).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });

  it('hides internals of unknown errors behind a 500 with an error id', () => {
    const body = filter.toBody(new Error('connection string mongodb://secret@host leaked'));
    expect(body.statusCode).toBe(500);
    expect(body.message).not.toContain('secret');
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.errorId);
  });
});
