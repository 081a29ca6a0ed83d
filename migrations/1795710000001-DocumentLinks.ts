import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotes and invoices sent to customers: their links (the token's SHA-256 only) and sends, and the outbox message's
 * purpose, which reports each delivery back to the send.
 */
export class DocumentLinks1795710000001 implements MigrationInterface {
  name = 'DocumentLinks1795710000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "document_link" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_submission_id" uuid NOT NULL, "kind" text NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "created_by_email" text, "answer" text, "answered_at" TIMESTAMP WITH TIME ZONE, "answered_by" text, "answered_from" text, "reason" text, "signature_key" text, CONSTRAINT "PK_11a03710e8ed95257c3278518f8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "document_link_account_submission" ON "document_link"  ("account_id", "form_submission_id", "created_at") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "document_link_token_hash" ON "document_link"  ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "document_send" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_submission_id" uuid NOT NULL, "link_id" uuid NOT NULL, "recipients" text array NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, "sent_by" uuid NOT NULL, "sent_by_name" text NOT NULL, "delivery" text NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE, "error" text, CONSTRAINT "PK_b7650f38c9549cc89075af1143b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "document_send_account_submission" ON "document_send"  ("account_id", "form_submission_id", "created_at") ',
    );
    await queryRunner.query('ALTER TABLE "outbox_message" ADD "purpose" text');
    await queryRunner.query('ALTER TABLE "outbox_message" ADD "purpose_id" uuid');
    await queryRunner.query(
      'ALTER TABLE "document_link" ADD CONSTRAINT "FK_721446442f3c06c35bb1966c5ad" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "document_link" ADD CONSTRAINT "FK_3580bdebaa1caad389b8615a26e" FOREIGN KEY ("form_submission_id") REFERENCES "form_submission"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "document_send" ADD CONSTRAINT "FK_a4a5c41e8e7cae4399136bdbd8a" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "document_send" ADD CONSTRAINT "FK_f309a25769f87853e99b8faf120" FOREIGN KEY ("form_submission_id") REFERENCES "form_submission"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "document_send" ADD CONSTRAINT "FK_b9abd6405c74e2ee6f8984a7d73" FOREIGN KEY ("link_id") REFERENCES "document_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "document_send" DROP CONSTRAINT "FK_b9abd6405c74e2ee6f8984a7d73"');
    await queryRunner.query('ALTER TABLE "document_send" DROP CONSTRAINT "FK_f309a25769f87853e99b8faf120"');
    await queryRunner.query('ALTER TABLE "document_send" DROP CONSTRAINT "FK_a4a5c41e8e7cae4399136bdbd8a"');
    await queryRunner.query('ALTER TABLE "document_link" DROP CONSTRAINT "FK_3580bdebaa1caad389b8615a26e"');
    await queryRunner.query('ALTER TABLE "document_link" DROP CONSTRAINT "FK_721446442f3c06c35bb1966c5ad"');
    await queryRunner.query('ALTER TABLE "outbox_message" DROP COLUMN "purpose_id"');
    await queryRunner.query('ALTER TABLE "outbox_message" DROP COLUMN "purpose"');
    await queryRunner.query('DROP INDEX "public"."document_send_account_submission"');
    await queryRunner.query('DROP TABLE "document_send"');
    await queryRunner.query('DROP INDEX "public"."document_link_token_hash"');
    await queryRunner.query('DROP INDEX "public"."document_link_account_submission"');
    await queryRunner.query('DROP TABLE "document_link"');
  }
}
