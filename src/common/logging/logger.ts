import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

export function createRootLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'groundcrew' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'],
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's logger interface on top of pino: every line is JSON, named by the class (`context`) that logged it. */
export class JsonLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const stack = rest.find((item): item is string => typeof item === 'string');
    if (message instanceof Error) {
      this.root[level]({ context, err: message }, message.message);
    } else if (message && typeof message === 'object') {
      this.root[level]({ context, ...message });
    } else {
      this.root[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}
