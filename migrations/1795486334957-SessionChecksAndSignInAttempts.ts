import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `user.token_version`, which access tokens carry and the JWT strategy compares, and `sign_in_attempt`, the sign-in
 * limiter's counts shared by every server instance (docs/architecture.md, Authentication).
 */
export class SessionChecksAndSignInAttempts1795486334957 implements MigrationInterface {
  name = 'SessionChecksAndSignInAttempts1795486334957';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user" ADD "token_version" integer NOT NULL DEFAULT 0');
    await queryRunner.query(
      'CREATE TABLE "sign_in_attempt" ("key" text NOT NULL, "failures" integer NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_dc6b524916d639c91ea67e8a94e" PRIMARY KEY ("key"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "sign_in_attempt"');
    await queryRunner.query('ALTER TABLE "user" DROP COLUMN "token_version"');
  }
}
