import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobDocuments1795392097629 implements MigrationInterface {
  name = 'JobDocuments1795392097629';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "job_document" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "job_id" uuid NOT NULL, "name" text NOT NULL, "content_type" text NOT NULL, "url" text NOT NULL, "thumbnail_url" text NOT NULL DEFAULT \'\', "expires_at" date, "is_mobile_viewable" boolean NOT NULL DEFAULT false, "active" boolean NOT NULL DEFAULT true, "size_bytes" integer NOT NULL DEFAULT \'0\', "version" text NOT NULL DEFAULT \'1.0\', CONSTRAINT "PK_6da6122a8cdc26d8077068cfebe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "job_document_account_url" ON "job_document"  ("account_id", "url") ');
    await queryRunner.query(
      'CREATE INDEX "job_document_account_job_created" ON "job_document"  ("account_id", "job_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "job_document" ADD CONSTRAINT "FK_7736b3edb0b5df86862b3f1fcee" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "job_document" ADD CONSTRAINT "FK_b94dbfb332291b730e8c052b195" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "job_document" DROP CONSTRAINT "FK_b94dbfb332291b730e8c052b195"');
    await queryRunner.query('ALTER TABLE "job_document" DROP CONSTRAINT "FK_7736b3edb0b5df86862b3f1fcee"');
    await queryRunner.query('DROP INDEX "public"."job_document_account_job_created"');
    await queryRunner.query('DROP INDEX "public"."job_document_account_url"');
    await queryRunner.query('DROP TABLE "job_document"');
  }
}
