import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The submission search's keyset order by createdAt (the quote list's Date Created column, docs/forms.md). */
export class SubmissionCreatedOrder1795530000000 implements MigrationInterface {
  name = 'SubmissionCreatedOrder1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "form_submission_account_form_created" ON "form_submission" ("account_id", "form_id", "created_at", "id") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."form_submission_account_form_created"');
  }
}
