import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The files sent with outbox messages (a submission's PDF with its notification e-mail): name, type, size, bytes. */
export class OutboxAttachments1795510834041 implements MigrationInterface {
  name = 'OutboxAttachments1795510834041';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "outbox_attachment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "outbox_message_id" uuid NOT NULL, "position" integer NOT NULL, "filename" text NOT NULL, "content_type" text NOT NULL, "size_bytes" integer NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_11b6fd3a7a2ce8b0b59021b56d5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "outbox_attachment_account_message" ON "outbox_attachment"  ("account_id", "outbox_message_id", "position") ',
    );
    await queryRunner.query(
      'ALTER TABLE "outbox_attachment" ADD CONSTRAINT "FK_18106227887358f7a1bf5da552c" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "outbox_attachment" ADD CONSTRAINT "FK_488427af802247be40e733851fb" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_message"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "outbox_attachment" DROP CONSTRAINT "FK_488427af802247be40e733851fb"');
    await queryRunner.query('ALTER TABLE "outbox_attachment" DROP CONSTRAINT "FK_18106227887358f7a1bf5da552c"');
    await queryRunner.query('DROP INDEX "public"."outbox_attachment_account_message"');
    await queryRunner.query('DROP TABLE "outbox_attachment"');
  }
}
