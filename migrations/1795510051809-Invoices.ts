import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoice records: an invoice form's submission tied to its job, quote and billing cycle (docs/billing.md). */
export class Invoices1795510051809 implements MigrationInterface {
  name = 'Invoices1795510051809';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "invoice" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "job_id" uuid NOT NULL, "form_submission_id" uuid NOT NULL, "quote_id" uuid, "status" text NOT NULL, "number" integer NOT NULL, "amount_cents" bigint NOT NULL DEFAULT \'0\', "cycle_start_date" date, "cycle_end_date" date, CONSTRAINT "PK_15d25c200d9bcd8a33f698daf18" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "invoice_account_job_cycle" ON "invoice"  ("account_id", "job_id", "cycle_start_date") WHERE "cycle_start_date" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "invoice_account_job_created" ON "invoice"  ("account_id", "job_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "invoice_account_status_created" ON "invoice"  ("account_id", "status", "created_at", "id") ',
    );
    await queryRunner.query('CREATE INDEX "invoice_account_created" ON "invoice"  ("account_id", "created_at", "id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "invoice_account_submission" ON "invoice"  ("account_id", "form_submission_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "invoice" ADD CONSTRAINT "FK_7743b783da4d0b74b7bfdfd4818" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invoice" ADD CONSTRAINT "FK_0d3839f6ada370a96a5cbfe867d" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invoice" ADD CONSTRAINT "FK_4c2ca923b9ff5899035f7f0b975" FOREIGN KEY ("form_submission_id") REFERENCES "form_submission"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invoice" ADD CONSTRAINT "FK_dd3f4dc05da89bd986e9828deb2" FOREIGN KEY ("quote_id") REFERENCES "form_submission"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "invoice" DROP CONSTRAINT "FK_dd3f4dc05da89bd986e9828deb2"');
    await queryRunner.query('ALTER TABLE "invoice" DROP CONSTRAINT "FK_4c2ca923b9ff5899035f7f0b975"');
    await queryRunner.query('ALTER TABLE "invoice" DROP CONSTRAINT "FK_0d3839f6ada370a96a5cbfe867d"');
    await queryRunner.query('ALTER TABLE "invoice" DROP CONSTRAINT "FK_7743b783da4d0b74b7bfdfd4818"');
    await queryRunner.query('DROP INDEX "public"."invoice_account_submission"');
    await queryRunner.query('DROP INDEX "public"."invoice_account_created"');
    await queryRunner.query('DROP INDEX "public"."invoice_account_status_created"');
    await queryRunner.query('DROP INDEX "public"."invoice_account_job_created"');
    await queryRunner.query('DROP INDEX "public"."invoice_account_job_cycle"');
    await queryRunner.query('DROP TABLE "invoice"');
  }
}
