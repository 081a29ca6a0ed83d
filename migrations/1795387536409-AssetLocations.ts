import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AssetLocations1795387536409 implements MigrationInterface {
  name = 'AssetLocations1795387536409';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "asset_location" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "asset_id" uuid NOT NULL, "mac_address" text NOT NULL, "lat" double precision NOT NULL, "lng" double precision NOT NULL, "date_time" TIMESTAMP WITH TIME ZONE NOT NULL, "local_date_time" text, "provider" text NOT NULL, "source_type" text NOT NULL, "address" text, "radius" double precision, CONSTRAINT "PK_caec6d6c704d2bac2c954d3139d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "asset_location_account_asset_time" ON "asset_location"  ("account_id", "asset_id", "date_time", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_location" ADD CONSTRAINT "FK_164a3b73fa8780ec50122d38be4" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_location" ADD CONSTRAINT "FK_c352dfc866c17c44857da3fb1cb" FOREIGN KEY ("asset_id") REFERENCES "asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "asset_location" DROP CONSTRAINT "FK_c352dfc866c17c44857da3fb1cb"');
    await queryRunner.query('ALTER TABLE "asset_location" DROP CONSTRAINT "FK_164a3b73fa8780ec50122d38be4"');
    await queryRunner.query('DROP INDEX "public"."asset_location_account_asset_time"');
    await queryRunner.query('DROP TABLE "asset_location"');
  }
}
