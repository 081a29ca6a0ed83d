import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Forms1795487278703 implements MigrationInterface {
  name = 'Forms1795487278703';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "form_template" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "form_type_slug" text NOT NULL, "title" text NOT NULL, "division_id" uuid, "division_ids" uuid array NOT NULL DEFAULT \'{}\', "form_version" text NOT NULL, "template_version" text, "render_engine_version" text, "document" json NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_656844082de48d37a2c8fb7cfdb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "form_template_account_type_name" ON "form_template"  ("account_id", "form_type_slug", "name", "id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "form_template_account_name" ON "form_template"  ("account_id", "name", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "form_config" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_template_id" uuid NOT NULL, "kind" text NOT NULL, "config" jsonb NOT NULL, CONSTRAINT "form_config_kind" CHECK ("kind" IN (\'pdf\', \'csv\', \'dynamicDocument\', \'notification\')), CONSTRAINT "PK_bb24b6abe1995c858959e073c8e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "form_config_account_template_kind" ON "form_config"  ("account_id", "form_template_id", "kind") ',
    );
    await queryRunner.query(
      'CREATE TABLE "form_quick_link" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "form_id" uuid NOT NULL, "form_type_slug" text NOT NULL, "display_name" text NOT NULL, "ordinal" integer NOT NULL, "division_ids" uuid array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_16ebe11ace7994e2968b8e0a02a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "form_quick_link_account_type_ordinal" ON "form_quick_link"  ("account_id", "form_type_slug", "ordinal") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "form_quick_link_account_form" ON "form_quick_link"  ("account_id", "form_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "form_type_account" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "slug" text NOT NULL, "display_name" text, "description" text, "icon_url" text, "bg_color" text, "icon_type" text, "ordinal" integer, CONSTRAINT "PK_bc1d8689a9a3e10dbc98784e68d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "form_type_account_account_slug" ON "form_type_account"  ("account_id", "slug") ',
    );
    await queryRunner.query(
      'ALTER TABLE "form_template" ADD CONSTRAINT "FK_9ce9aca7c69e1afe71e2530b38e" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_config" ADD CONSTRAINT "FK_34b8ce0486d27f44ae7868e5778" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_config" ADD CONSTRAINT "FK_f80202d5f9e65d52c7f03a3139a" FOREIGN KEY ("form_template_id") REFERENCES "form_template"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_quick_link" ADD CONSTRAINT "FK_b69817352c001ccb4ff284c033c" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_quick_link" ADD CONSTRAINT "FK_611d4fd3a72fe20c864ac672052" FOREIGN KEY ("form_id") REFERENCES "form_template"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "form_type_account" ADD CONSTRAINT "FK_221971b696398aeac18b3f97ef6" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "form_type_account" DROP CONSTRAINT "FK_221971b696398aeac18b3f97ef6"');
    await queryRunner.query('ALTER TABLE "form_quick_link" DROP CONSTRAINT "FK_611d4fd3a72fe20c864ac672052"');
    await queryRunner.query('ALTER TABLE "form_quick_link" DROP CONSTRAINT "FK_b69817352c001ccb4ff284c033c"');
    await queryRunner.query('ALTER TABLE "form_config" DROP CONSTRAINT "FK_f80202d5f9e65d52c7f03a3139a"');
    await queryRunner.query('ALTER TABLE "form_config" DROP CONSTRAINT "FK_34b8ce0486d27f44ae7868e5778"');
    await queryRunner.query('ALTER TABLE "form_template" DROP CONSTRAINT "FK_9ce9aca7c69e1afe71e2530b38e"');
    await queryRunner.query('DROP INDEX "public"."form_type_account_account_slug"');
    await queryRunner.query('DROP TABLE "form_type_account"');
    await queryRunner.query('DROP INDEX "public"."form_quick_link_account_form"');
    await queryRunner.query('DROP INDEX "public"."form_quick_link_account_type_ordinal"');
    await queryRunner.query('DROP TABLE "form_quick_link"');
    await queryRunner.query('DROP INDEX "public"."form_config_account_template_kind"');
    await queryRunner.query('DROP TABLE "form_config"');
    await queryRunner.query('DROP INDEX "public"."form_template_account_name"');
    await queryRunner.query('DROP INDEX "public"."form_template_account_type_name"');
    await queryRunner.query('DROP TABLE "form_template"');
  }
}
