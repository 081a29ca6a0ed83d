import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Form submissions, their audit entries and the per-form submission number counter (docs/forms.md, Submissions). */
export class FormSubmissions1795490000000 implements MigrationInterface {
  name = 'FormSubmissions1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "form_submission" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_id" uuid NOT NULL, "number" integer NOT NULL, "status" text NOT NULL, "fields" jsonb NOT NULL DEFAULT \'[]\', "user_id" uuid NOT NULL, "user_name" text NOT NULL DEFAULT \'\', "last_modified_by" uuid, "version" text NOT NULL, "local_date_time" text NOT NULL, "timezone_offset" integer, "submit_date_time" TIMESTAMP WITH TIME ZONE NOT NULL, "admin_notes" text, "total_hours" numeric(12,2), "total_cents" bigint, "pdf_file_path" text, "has_file" boolean NOT NULL DEFAULT false, CONSTRAINT "form_submission_number_positive" CHECK ("number" > 0), CONSTRAINT "PK_afdf6f86e3747141dd75876e027" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_form_user_local" ON "form_submission"  ("account_id", "form_id", "user_id", "local_date_time", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_form_status_local" ON "form_submission"  ("account_id", "form_id", "status", "local_date_time", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_form_submitted" ON "form_submission"  ("account_id", "form_id", "submit_date_time", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_form_local" ON "form_submission"  ("account_id", "form_id", "local_date_time", "id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "form_submission_account_form_number" ON "form_submission"  ("account_id", "form_id", "number") ',
    );
    await queryRunner.query(
      'CREATE TABLE "form_submission_counter" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_id" uuid NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "PK_7152889fd3e21eb795f415f3987" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "form_submission_counter_account_form" ON "form_submission_counter"  ("account_id", "form_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "form_submission_audit" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_submission_id" uuid NOT NULL, "user_id" uuid NOT NULL, "user_name" text NOT NULL DEFAULT \'\', "change_notes" text NOT NULL, "hidden" boolean NOT NULL DEFAULT false, "old_record" jsonb NOT NULL, "new_record" jsonb NOT NULL, "diff_record" jsonb NOT NULL, CONSTRAINT "PK_1f351a5503f45bb31b4d073c9e1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_audit_account_submission_created" ON "form_submission_audit"  ("account_id", "form_submission_id", "created_at", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission" ADD CONSTRAINT "FK_d33ed13a3c36b5d8e60f8048279" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission" ADD CONSTRAINT "FK_008c326662717e63113d3a9bc49" FOREIGN KEY ("form_id") REFERENCES "form_template"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission_counter" ADD CONSTRAINT "FK_5f5513c5eb01a62c67152b12bfe" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission_counter" ADD CONSTRAINT "FK_1a9a3d28d6139ba215edca4a689" FOREIGN KEY ("form_id") REFERENCES "form_template"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission_audit" ADD CONSTRAINT "FK_3504ca982eec65c3aa6c5ce2b07" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_submission_audit" ADD CONSTRAINT "FK_e8adee5fed95da9ff9e546474e6" FOREIGN KEY ("form_submission_id") REFERENCES "form_submission"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission_audit" DROP CONSTRAINT "FK_e8adee5fed95da9ff9e546474e6"');
    await queryRunner.query('ALTER TABLE "form_submission_audit" DROP CONSTRAINT "FK_3504ca982eec65c3aa6c5ce2b07"');
    await queryRunner.query('ALTER TABLE "form_submission_counter" DROP CONSTRAINT "FK_1a9a3d28d6139ba215edca4a689"');
    await queryRunner.query('ALTER TABLE "form_submission_counter" DROP CONSTRAINT "FK_5f5513c5eb01a62c67152b12bfe"');
    await queryRunner.query('ALTER TABLE "form_submission" DROP CONSTRAINT "FK_008c326662717e63113d3a9bc49"');
    await queryRunner.query('ALTER TABLE "form_submission" DROP CONSTRAINT "FK_d33ed13a3c36b5d8e60f8048279"');
    await queryRunner.query('DROP INDEX "public"."form_submission_audit_account_submission_created"');
    await queryRunner.query('DROP TABLE "form_submission_audit"');
    await queryRunner.query('DROP INDEX "public"."form_submission_counter_account_form"');
    await queryRunner.query('DROP TABLE "form_submission_counter"');
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_number"');
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_local"');
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_submitted"');
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_status_local"');
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_user_local"');
    await queryRunner.query('DROP TABLE "form_submission"');
  }
}
