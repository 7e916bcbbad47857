import pino from 'pino';
import type { HttpLogger } from 'pino-http';
import { Writable } from 'node:stream';
import { AppLogger } from './logging.module';

/** An AppLogger over a pino logger that keeps its lines in memory. */
function memoryLogger(): { logger: AppLogger; lines: () => Array<Record<string, unknown>> } {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const logger = new AppLogger({ logger: pino({ level: 'trace' }, stream) } as unknown as HttpLogger);
  return { logger, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("AppLogger (Nest's logger on pino)", () => {
  it('writes a plain message at the matching level, with the context Nest passes last', () => {
    const { logger, lines } = memoryLogger();
    logger.log('Database connected', 'Database');
    logger.verbose('details');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'Database connected', context: 'Database' }),
      expect.objectContaining({ level: 10, msg: 'details' }),
    ]);
  });

  it("takes pino's order: the fields first, then the message", () => {
    const { logger, lines } = memoryLogger();
    logger.warn({ errorId: 'e-1', err: new Error('boom') }, 'Unexpected error', 'Errors');
    const [line] = lines();
    expect(line).toMatchObject({ level: 40, msg: 'Unexpected error', context: 'Errors', errorId: 'e-1' });
    expect(line.err).toMatchObject({ message: 'boom', type: 'Error' });
  });

  it('logs an Error given alone under err', () => {
    const { logger, lines } = memoryLogger();
    logger.error(new Error('lost connection'), 'Queue');
    expect(lines()[0]).toMatchObject({ level: 50, context: 'Queue', err: { message: 'lost connection' } });
  });

  it("keeps the stack of Nest's own error(message, stack, context) calls", () => {
    const { logger, lines } = memoryLogger();
    logger.error('Nest failed', 'Error: Nest failed\n    at bootstrap (main.ts:1:1)', 'ExceptionHandler');
    expect(lines()[0]).toMatchObject({
      level: 50,
      context: 'ExceptionHandler',
      err: { message: 'Nest failed', stack: expect.stringContaining('at bootstrap') },
    });
  });
});
