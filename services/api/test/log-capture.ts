import fs from 'node:fs';

/**
 * Captures what the app logs to stdout instead of printing it: pino writes through sonic-boom
 * (fs.write / fs.writeSync on fd 1), or through process.stdout when a test runner wrapped it.
 */
export type LogCapture = { text(): string; restore(): void };

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const originalWrite = fs.write;
  const originalWriteSync = fs.writeSync;
  const originalStdoutWrite = process.stdout.write;
  const isLogLine = (fd: unknown, buffer: unknown) => fd === 1 && (lines.push(String(buffer)), true);

  process.stdout.write = function write(this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    const text = String(chunk);
    if (text.startsWith('{"level"')) {
      lines.push(text);
      const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    }
    return (originalStdoutWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof process.stdout.write;
  (fs as { write: unknown }).write = function write(this: unknown, fd: number, buffer: unknown, ...rest: unknown[]) {
    if (isLogLine(fd, buffer)) {
      const done = rest.at(-1) as (error: null, written: number) => void;
      process.nextTick(done, null, Buffer.byteLength(String(buffer)));
      return;
    }
    return (originalWrite as (...args: unknown[]) => void).call(this, fd, buffer, ...rest);
  };
  (fs as { writeSync: unknown }).writeSync = function writeSync(this: unknown, fd: number, buffer: unknown, ...rest: unknown[]) {
    if (isLogLine(fd, buffer)) return Buffer.byteLength(String(buffer));
    return (originalWriteSync as (...args: unknown[]) => number).call(this, fd, buffer, ...rest);
  };

  return {
    text: () => lines.join(''),
    restore: () => {
      (fs as { write: unknown }).write = originalWrite;
      (fs as { writeSync: unknown }).writeSync = originalWriteSync;
      process.stdout.write = originalStdoutWrite;
    },
  };
}
