import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why the last run of a submission's PDF job failed (docs/pdf.md, Submission PDFs), shown on the document as "PDF
 * failed" with a retry; cleared when its PDF is made.
 */
export class SubmissionPdfError1795733000200 implements MigrationInterface {
  name = 'SubmissionPdfError1795733000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission" ADD "pdf_error" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission" DROP COLUMN "pdf_error"');
  }
}
