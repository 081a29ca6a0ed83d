import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Jobs1795390303172 implements MigrationInterface {
  name = 'Jobs1795390303172';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "color" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "code" text NOT NULL, CONSTRAINT "PK_d15e531d60a550fbf23e1832343" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "color_account_name" ON "color"  ("account_id", "name") ');
    await queryRunner.query(
      'CREATE TABLE "job" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "number" text NOT NULL, "name" text NOT NULL, "status" text NOT NULL DEFAULT \'SCHEDULED\', "start_date" date, "end_date" date, "notes" text NOT NULL DEFAULT \'\', "branch_ids" uuid array NOT NULL DEFAULT \'{}\', "division_ids" uuid array NOT NULL DEFAULT \'{}\', "color_id" uuid, "customer" jsonb NOT NULL DEFAULT \'{}\', "location" jsonb, "timezone" text, "project_owner" uuid array NOT NULL DEFAULT \'{}\', "sales_person" uuid array NOT NULL DEFAULT \'{}\', "billing_frequency" text NOT NULL DEFAULT \'JOB_END\', "is_ready_for_invoice" boolean NOT NULL DEFAULT false, "quoted_cost_cents" bigint, "quote_id" uuid, "job_type" text, CONSTRAINT "PK_98ab1c14ff8d1cf80d18703b92f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "job_account_number" ON "job"  ("account_id", "number") ');
    await queryRunner.query('CREATE INDEX "job_account_dates" ON "job"  ("account_id", "start_date", "end_date") ');
    await queryRunner.query(
      'CREATE TABLE "complex_task" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "job_id" uuid NOT NULL, "position" integer NOT NULL DEFAULT \'0\', "name" text NOT NULL DEFAULT \'\', "task_type" text NOT NULL DEFAULT \'\', "start_date" date, "end_date" date, "start_time" text, "end_time" text, "timezone" text, "notes" text NOT NULL DEFAULT \'\', "status" text NOT NULL DEFAULT \'SCHEDULED\', "branch_id" uuid, "division_id" uuid, "asset_ids" uuid array NOT NULL DEFAULT \'{}\', "user_ids" uuid array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_e550582100c96b7cf24dd9e3c5a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "complex_task_account_job_position" ON "complex_task"  ("account_id", "job_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "asset_booking" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "asset_id" uuid NOT NULL, "job_id" uuid NOT NULL, "task_id" uuid NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, CONSTRAINT "PK_311fae6d9ddd8b6d78b315ffbbf" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "asset_booking_account_job" ON "asset_booking"  ("account_id", "job_id") ');
    await queryRunner.query(
      'CREATE INDEX "asset_booking_account_asset_start" ON "asset_booking"  ("account_id", "asset_id", "start_date") ',
    );
    await queryRunner.query(
      'CREATE TABLE "task_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "task_id" uuid NOT NULL, "entry_date" date NOT NULL, "asset_ids" uuid array NOT NULL DEFAULT \'{}\', "user_ids" uuid array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_8460cf12ac1de8f13d700fd3750" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "task_entry_account_task_date" ON "task_entry"  ("account_id", "task_id", "entry_date") ',
    );
    await queryRunner.query(
      'ALTER TABLE "color" ADD CONSTRAINT "FK_ae614805172866cf81d3e33df1e" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "job" ADD CONSTRAINT "FK_80174406bf48aa737052326682b" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "job" ADD CONSTRAINT "FK_357f632c61d1564d0a4ed86abeb" FOREIGN KEY ("color_id") REFERENCES "color"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "complex_task" ADD CONSTRAINT "FK_0d278d081a121b354e46737667f" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "complex_task" ADD CONSTRAINT "FK_a708f05e9cfd1c5c5d987752f89" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_booking" ADD CONSTRAINT "FK_2709fbd02057216b5a70b8c7175" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_booking" ADD CONSTRAINT "FK_f5ab416726daf72c5b69f18222a" FOREIGN KEY ("asset_id") REFERENCES "asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_booking" ADD CONSTRAINT "FK_e959536d7a38e88944de6c06b16" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset_booking" ADD CONSTRAINT "FK_6fdfba8a1cfae0294117321b3b3" FOREIGN KEY ("task_id") REFERENCES "complex_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "task_entry" ADD CONSTRAINT "FK_217f685d49d6186a673e49e60af" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "task_entry" ADD CONSTRAINT "FK_29c5975f1c4abd35365991f892f" FOREIGN KEY ("task_id") REFERENCES "complex_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "task_entry" DROP CONSTRAINT "FK_29c5975f1c4abd35365991f892f"');
    await queryRunner.query('ALTER TABLE "task_entry" DROP CONSTRAINT "FK_217f685d49d6186a673e49e60af"');
    await queryRunner.query('ALTER TABLE "asset_booking" DROP CONSTRAINT "FK_6fdfba8a1cfae0294117321b3b3"');
    await queryRunner.query('ALTER TABLE "asset_booking" DROP CONSTRAINT "FK_e959536d7a38e88944de6c06b16"');
    await queryRunner.query('ALTER TABLE "asset_booking" DROP CONSTRAINT "FK_f5ab416726daf72c5b69f18222a"');
    await queryRunner.query('ALTER TABLE "asset_booking" DROP CONSTRAINT "FK_2709fbd02057216b5a70b8c7175"');
    await queryRunner.query('ALTER TABLE "complex_task" DROP CONSTRAINT "FK_a708f05e9cfd1c5c5d987752f89"');
    await queryRunner.query('ALTER TABLE "complex_task" DROP CONSTRAINT "FK_0d278d081a121b354e46737667f"');
    await queryRunner.query('ALTER TABLE "job" DROP CONSTRAINT "FK_357f632c61d1564d0a4ed86abeb"');
    await queryRunner.query('ALTER TABLE "job" DROP CONSTRAINT "FK_80174406bf48aa737052326682b"');
    await queryRunner.query('ALTER TABLE "color" DROP CONSTRAINT "FK_ae614805172866cf81d3e33df1e"');
    await queryRunner.query('DROP INDEX "public"."task_entry_account_task_date"');
    await queryRunner.query('DROP TABLE "task_entry"');
    await queryRunner.query('DROP INDEX "public"."asset_booking_account_asset_start"');
    await queryRunner.query('DROP INDEX "public"."asset_booking_account_job"');
    await queryRunner.query('DROP TABLE "asset_booking"');
    await queryRunner.query('DROP INDEX "public"."complex_task_account_job_position"');
    await queryRunner.query('DROP TABLE "complex_task"');
    await queryRunner.query('DROP INDEX "public"."job_account_dates"');
    await queryRunner.query('DROP INDEX "public"."job_account_number"');
    await queryRunner.query('DROP TABLE "job"');
    await queryRunner.query('DROP INDEX "public"."color_account_name"');
    await queryRunner.query('DROP TABLE "color"');
  }
}
