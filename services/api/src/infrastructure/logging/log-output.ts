import pino from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

/**
 * Where log lines go and in what form (docs/architecture.md, "Logging"). Production and anything
 * that collects the output (a pipe, a file, a container runtime) gets one JSON object per line.
 * A person who runs `npm start` in a terminal gets readable lines from pino-pretty instead. The
 * redaction is applied before either, so both show the same fields.
 */
export type LogFormat = 'json' | 'pretty';

export function logFormat(options: { stdoutIsTty: boolean; nodeEnv: AppConfig['nodeEnv'] }): LogFormat {
  return options.stdoutIsTty && options.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/** The stream pino writes to: asynchronous in both forms (a burst of lines shares one write). */
export function logOutput(config: Pick<AppConfig, 'nodeEnv'>): pino.DestinationStream {
  if (logFormat({ stdoutIsTty: process.stdout.isTTY === true, nodeEnv: config.nodeEnv }) === 'json') {
    return pino.destination({ dest: 1, sync: false });
  }
  return PinoPretty({
    destination: 1,
    sync: false,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
