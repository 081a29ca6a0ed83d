import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A submission's stored PDF is current only while it shows the submission's values (docs/pdf.md, Submission PDFs):
 * `pdf_digest` names what it was made from. Rows without one make their PDF again at the next download. The PDFs
 * earlier edits superseded were kept, owned by their submission: they are detached here, so the hourly cleanup of
 * unattached files removes them (those of the last hour are left alone: a server may still be noting them).
 */
export class SubmissionPdfDigest1795600000000 implements MigrationInterface {
  name = 'SubmissionPdfDigest1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission" ADD "pdf_digest" text');
    await queryRunner.query(
      `UPDATE "stored_file" f SET "owner_type" = NULL, "owner_id" = NULL
         FROM "form_submission" s
        WHERE f."owner_type" = 'form-submission' AND f."owner_id" = s."id" AND f."account_id" = s."account_id"
          AND f."purpose" = 'generated-pdf' AND f."key" IS DISTINCT FROM s."pdf_file_path"
          AND f."created_at" < now() - interval '1 hour'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_submission" DROP COLUMN "pdf_digest"');
  }
}
