import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsAdministration1795383211056 implements MigrationInterface {
  name = 'AccountsAdministration1795383211056';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "user_invitation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid NOT NULL, "secret_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_41026b90b70299ac5dc0183351a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "user_invitation_account_user" ON "user_invitation"  ("account_id", "user_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "outbox_message" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "to" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text, "sent_at" TIMESTAMP WITH TIME ZONE, "error" text, CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "outbox_message_account_created" ON "outbox_message"  ("account_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "price_book_item" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "description" text NOT NULL DEFAULT \'\', "rate" integer, "unit" text NOT NULL DEFAULT \'\', "category" text NOT NULL DEFAULT \'\', "default_value" text, "notes" text, "status" text NOT NULL DEFAULT \'active\', "active" boolean NOT NULL DEFAULT true, "division_ids" uuid array NOT NULL DEFAULT \'{}\', "branch_ids" uuid array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_d42d35a48bd34f7ca2a82733bf1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "price_book_item_account_name" ON "price_book_item"  ("account_id", "name") ',
    );
    await queryRunner.query(
      'ALTER TABLE "user_invitation" ADD CONSTRAINT "FK_79f68a9007a10c9fa07febc9e1c" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_f6aa803e91855bb4641bc429271" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "price_book_item" ADD CONSTRAINT "FK_7314a8fe5e4dc25075abebd113b" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "price_book_item" DROP CONSTRAINT "FK_7314a8fe5e4dc25075abebd113b"');
    await queryRunner.query('ALTER TABLE "outbox_message" DROP CONSTRAINT "FK_f6aa803e91855bb4641bc429271"');
    await queryRunner.query('ALTER TABLE "user_invitation" DROP CONSTRAINT "FK_79f68a9007a10c9fa07febc9e1c"');
    await queryRunner.query('DROP INDEX "public"."price_book_item_account_name"');
    await queryRunner.query('DROP TABLE "price_book_item"');
    await queryRunner.query('DROP INDEX "public"."outbox_message_account_created"');
    await queryRunner.query('DROP TABLE "outbox_message"');
    await queryRunner.query('DROP INDEX "public"."user_invitation_account_user"');
    await queryRunner.query('DROP TABLE "user_invitation"');
  }
}
