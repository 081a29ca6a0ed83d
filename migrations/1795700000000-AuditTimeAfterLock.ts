import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A submission's audit entry is dated when it is written, after the submission's lock (clock_timestamp()), not at its
 * transaction's start (now()): two concurrent edits are dated, and the history lists them, in the order they applied.
 */
export class AuditTimeAfterLock1795700000000 implements MigrationInterface {
  name = 'AuditTimeAfterLock1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "form_submission_audit" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission_audit" ALTER COLUMN "created_at" SET DEFAULT now()');
  }
}
