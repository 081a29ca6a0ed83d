import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ready to Invoice's jobs of an account, newest first, and their count on the invoicing overview (docs/billing.md). */
export class JobReadyForInvoiceIndex1796243131612 implements MigrationInterface {
  name = 'JobReadyForInvoiceIndex1796243131612';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "job_account_ready_created" ON "job" ("account_id", "created_at", "id") WHERE "is_ready_for_invoice"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."job_account_ready_created"');
  }
}
