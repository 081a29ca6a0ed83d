import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { sha256 } from './one-time-token.js';

/** The counted attempt of one sign-in: the keys it was counted under, and how long to wait when over a limit. */
export interface CountedAttempt {
  emailKey: string;
  addressKey: string;
  /** Seconds until the caller may try again; 0 when this attempt is within the limits. */
  retryAfter: number;
}

/**
 * Limits sign-in attempts per e-mail (SIGN_IN_MAX_ATTEMPTS) and per client address
 * (SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS) within SIGN_IN_WINDOW_SECONDS. The counts live in PostgreSQL, so every
 * server instance sees the same ones. Each attempt is counted before the password is checked, in one statement,
 * so concurrent attempts cannot slip past the limit; a successful sign-in then clears the e-mail's count and
 * takes its own attempt back from the address's, which so counts failures only.
 */
@Injectable()
export class SignInLimiter {
  private readonly logger = new Logger(SignInLimiter.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async count(email: string, address: string): Promise<CountedAttempt> {
    const emailKey = sha256(`email:${email}`);
    const addressKey = sha256(`address:${address}`);
    const rows = await this.dataSource.query<{ key: string; failures: number; retryAfter: number }[]>(
      `INSERT INTO sign_in_attempt AS attempt (key, failures, window_started_at)
       SELECT key, 1, now() FROM unnest($1::text[]) AS key
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN attempt.window_started_at > now() - make_interval(secs => $2)
                         THEN attempt.failures + 1 ELSE 1 END,
         window_started_at = CASE WHEN attempt.window_started_at > now() - make_interval(secs => $2)
                                  THEN attempt.window_started_at ELSE now() END
       RETURNING key, failures,
                 ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS "retryAfter"`,
      [[emailKey, addressKey], this.config.signInWindowSeconds],
    );
    const limits = new Map([
      [emailKey, this.config.signInMaxAttempts],
      [addressKey, this.config.signInMaxAttemptsPerAddress],
    ]);
    const over = rows.filter((row) => row.failures > limits.get(row.key)!);
    return { emailKey, addressKey, retryAfter: Math.max(0, ...over.map((row) => Math.max(1, row.retryAfter))) };
  }

  async succeeded({ emailKey, addressKey }: CountedAttempt): Promise<void> {
    await this.dataSource.query(
      `WITH cleared AS (DELETE FROM sign_in_attempt WHERE key = $1)
       UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = $2 AND failures > 0`,
      [emailKey, addressKey],
    );
  }

  /** Counts whose window has passed start again at the next attempt anyway: removing them only keeps the table small. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'sign-in-attempt-cleanup' })
  async removeExpired(): Promise<void> {
    await this.dataSource
      .query('DELETE FROM sign_in_attempt WHERE window_started_at < now() - make_interval(secs => $1)', [
        this.config.signInWindowSeconds,
      ])
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Removing expired sign-in counts failed'));
  }
}
