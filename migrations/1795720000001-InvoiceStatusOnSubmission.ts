import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An invoice's status, number and amount are stored once, on its form submission (docs/billing.md): the invoice
 * record's copies, which a write hook kept in step, are dropped. Every write of the app set a copy from its
 * submission in the same transaction, so the two agree; should a copy have been changed by hand since, the migration
 * stops and names the invoices rather than drop a value that exists nowhere else (nothing is changed). The invoicing
 * overview counts the submissions by status through the new index leading with the account.
 */
export class InvoiceStatusOnSubmission1795720000001 implements MigrationInterface {
  name = 'InvoiceStatusOnSubmission1795720000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const differing = (await queryRunner.query(
      `SELECT i.id FROM "invoice" i JOIN "form_submission" s ON s.id = i.form_submission_id
        WHERE s.status <> i.status OR s.number <> i.number OR coalesce(s.total_cents, 0) <> i.amount_cents
        ORDER BY i.id LIMIT 20`,
    )) as { id: string }[];
    if (differing.length) {
      throw new Error(
        `These invoice records differ from their submissions in status, number or amount: ${differing
          .map(({ id }) => id)
          .join(', ')}. Set each record's or submission's to the right value, then start again.`,
      );
    }
    await queryRunner.query('DROP INDEX "public"."invoice_account_status_created"');
    await queryRunner.query('ALTER TABLE "invoice" DROP COLUMN "status"');
    await queryRunner.query('ALTER TABLE "invoice" DROP COLUMN "number"');
    await queryRunner.query('ALTER TABLE "invoice" DROP COLUMN "amount_cents"');
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_status" ON "form_submission" ("account_id", "status", "id") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."form_submission_account_status"');
    await queryRunner.query('ALTER TABLE "invoice" ADD "amount_cents" bigint NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "invoice" ADD "number" integer');
    await queryRunner.query('ALTER TABLE "invoice" ADD "status" text');
    await queryRunner.query(
      `UPDATE "invoice" i SET status = s.status, number = s.number, amount_cents = coalesce(s.total_cents, 0)
         FROM "form_submission" s WHERE s.id = i.form_submission_id`,
    );
    await queryRunner.query('ALTER TABLE "invoice" ALTER COLUMN "number" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "invoice" ALTER COLUMN "status" SET NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "invoice_account_status_created" ON "invoice" ("account_id", "status", "created_at", "id") ',
    );
  }
}
