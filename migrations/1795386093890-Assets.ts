import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Assets1795386093890 implements MigrationInterface {
  name = 'Assets1795386093890';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "asset" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "asset_name" text NOT NULL, "asset_status" text NOT NULL DEFAULT \'active\', "branch_ids" uuid array NOT NULL DEFAULT \'{}\', "division_id" uuid, "category_id" uuid NOT NULL, "address" jsonb, "mac_address" text, "engine_hours" numeric, "engine_hours_last_update" TIMESTAMP WITH TIME ZONE, "last_seen" TIMESTAMP WITH TIME ZONE, "last_lat" double precision, "last_lng" double precision, "metadata" jsonb NOT NULL DEFAULT \'[]\', "details" jsonb NOT NULL, CONSTRAINT "PK_1209d107fe21482beaea51b745e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "asset_account_mac_address" ON "asset"  ("account_id", "mac_address") WHERE mac_address IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "asset_account_name_id" ON "asset"  ("account_id", "asset_name", "id") ');
    await queryRunner.query(
      'CREATE TABLE "asset_attachment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "asset_id" uuid NOT NULL, "url" text NOT NULL, "name" text NOT NULL DEFAULT \'\', "content_type" text NOT NULL DEFAULT \'\', "primary" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_11fec5c948cc5c139206b59704f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "asset_attachment_account_asset" ON "asset_attachment"  ("account_id", "asset_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "parent_category_id" uuid, CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "category_account_name" ON "category"  ("account_id", "name") ');
    await queryRunner.query(
      'ALTER TABLE "asset" ADD CONSTRAINT "FK_0329f83a1954129b138e177d238" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_attachment" ADD CONSTRAINT "FK_90e278d212d5000e3107550d511" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_attachment" ADD CONSTRAINT "FK_e09b761f70db96a22e56822ce41" FOREIGN KEY ("asset_id") REFERENCES "asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "category" ADD CONSTRAINT "FK_b67a0b52993776465cdb7c0e6c8" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "category" DROP CONSTRAINT "FK_b67a0b52993776465cdb7c0e6c8"');
    await queryRunner.query('ALTER TABLE "asset_attachment" DROP CONSTRAINT "FK_e09b761f70db96a22e56822ce41"');
    await queryRunner.query('ALTER TABLE "asset_attachment" DROP CONSTRAINT "FK_90e278d212d5000e3107550d511"');
    await queryRunner.query('ALTER TABLE "asset" DROP CONSTRAINT "FK_0329f83a1954129b138e177d238"');
    await queryRunner.query('DROP INDEX "public"."category_account_name"');
    await queryRunner.query('DROP TABLE "category"');
    await queryRunner.query('DROP INDEX "public"."asset_attachment_account_asset"');
    await queryRunner.query('DROP TABLE "asset_attachment"');
    await queryRunner.query('DROP INDEX "public"."asset_account_name_id"');
    await queryRunner.query('DROP INDEX "public"."asset_account_mac_address"');
    await queryRunner.query('DROP TABLE "asset"');
  }
}
