import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795381012905 implements MigrationInterface {
  name = 'Initial1795381012905';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "account" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "logo" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_54115ee388cdb6d86bb4bf5b2ea" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "branch" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "division_id" uuid, "name" text NOT NULL, "logo" text, "quote_cover" text, "address" text NOT NULL DEFAULT \'\', "city" text NOT NULL DEFAULT \'\', "state" text NOT NULL DEFAULT \'\', "postal_code" text NOT NULL DEFAULT \'\', "email" text NOT NULL DEFAULT \'\', "phone_number" text NOT NULL DEFAULT \'\', CONSTRAINT "PK_2e39f426e2faefdaa93c5961976" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "branch_account_name" ON "branch"  ("account_id", "name") ');
    await queryRunner.query(
      'CREATE TABLE "division" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "division_name" text NOT NULL, CONSTRAINT "PK_b6f0d207e38106dbddabab3a078" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "division_account_name" ON "division"  ("account_id", "division_name") ');
    await queryRunner.query(
      'CREATE TABLE "occupation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, CONSTRAINT "PK_07cfcefef555693d96dce8805c5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "occupation_account_name" ON "occupation"  ("account_id", "name") ');
    await queryRunner.query(
      'CREATE TABLE "analytics_event" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "properties" jsonb NOT NULL DEFAULT \'{}\', "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_29d5b2021997dfc387aa5a05ae6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "analytics_event_account_name_time" ON "analytics_event"  ("account_id", "name", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "analytics_event_account_time" ON "analytics_event"  ("account_id", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text, "phone_number" text, "auth_method" text NOT NULL DEFAULT \'web\', "permissions" text array NOT NULL DEFAULT \'{}\', "division_ids" uuid array NOT NULL DEFAULT \'{}\', "branch_ids" uuid array NOT NULL DEFAULT \'{}\', "occupations" text array NOT NULL DEFAULT \'{}\', "disabled" boolean NOT NULL DEFAULT false, "veteran" boolean, "login_id" uuid NOT NULL DEFAULT gen_random_uuid(), "picture" text, "password_hash" text, CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "user_email_unique" ON "user"  ("email") ');
    await queryRunner.query('CREATE INDEX "user_account_name" ON "user"  ("account_id", "last_name", "first_name") ');
    await queryRunner.query(
      'CREATE TABLE "refresh_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_id" uuid NOT NULL, "family_id" uuid NOT NULL, "secret_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b575dd3c21fb0831013c909e7fe" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "refresh_token_account_user" ON "refresh_token"  ("account_id", "user_id") ');
    await queryRunner.query(
      'CREATE INDEX "refresh_token_account_family" ON "refresh_token"  ("account_id", "family_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "feature_flag_override" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "flag" text NOT NULL, "user_id" uuid, "enabled" boolean NOT NULL, CONSTRAINT "PK_d7b0135b3655971c08ee894f77c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "feature_flag_override_account_flag" ON "feature_flag_override"  ("account_id", "flag") WHERE "user_id" IS NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "feature_flag_override_account_user_flag" ON "feature_flag_override"  ("account_id", "user_id", "flag") ',
    );
    await queryRunner.query(
      'ALTER TABLE "branch" ADD CONSTRAINT "FK_f2502d7313255a47778f277cef8" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "division" ADD CONSTRAINT "FK_4c8b0f3309fe678b7a04912ffdc" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occupation" ADD CONSTRAINT "FK_5859af9d43a121198a6c375df2c" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "analytics_event" ADD CONSTRAINT "FK_0606e58824cbf26389e0098b61b" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "user" ADD CONSTRAINT "FK_6acfec7285fdf9f463462de3e9f" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refresh_token" ADD CONSTRAINT "FK_6bbe63d2fe75e7f0ba1710351d4" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "feature_flag_override" ADD CONSTRAINT "FK_9eb689c46d05a2acc4352b79ac3" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "feature_flag_override" DROP CONSTRAINT "FK_9eb689c46d05a2acc4352b79ac3"');
    await queryRunner.query('ALTER TABLE "refresh_token" DROP CONSTRAINT "FK_6bbe63d2fe75e7f0ba1710351d4"');
    await queryRunner.query('ALTER TABLE "user" DROP CONSTRAINT "FK_6acfec7285fdf9f463462de3e9f"');
    await queryRunner.query('ALTER TABLE "analytics_event" DROP CONSTRAINT "FK_0606e58824cbf26389e0098b61b"');
    await queryRunner.query('ALTER TABLE "occupation" DROP CONSTRAINT "FK_5859af9d43a121198a6c375df2c"');
    await queryRunner.query('ALTER TABLE "division" DROP CONSTRAINT "FK_4c8b0f3309fe678b7a04912ffdc"');
    await queryRunner.query('ALTER TABLE "branch" DROP CONSTRAINT "FK_f2502d7313255a47778f277cef8"');
    await queryRunner.query('DROP INDEX "public"."feature_flag_override_account_user_flag"');
    await queryRunner.query('DROP INDEX "public"."feature_flag_override_account_flag"');
    await queryRunner.query('DROP TABLE "feature_flag_override"');
    await queryRunner.query('DROP INDEX "public"."refresh_token_account_family"');
    await queryRunner.query('DROP INDEX "public"."refresh_token_account_user"');
    await queryRunner.query('DROP TABLE "refresh_token"');
    await queryRunner.query('DROP INDEX "public"."user_account_name"');
    await queryRunner.query('DROP INDEX "public"."user_email_unique"');
    await queryRunner.query('DROP TABLE "user"');
    await queryRunner.query('DROP INDEX "public"."analytics_event_account_time"');
    await queryRunner.query('DROP INDEX "public"."analytics_event_account_name_time"');
    await queryRunner.query('DROP TABLE "analytics_event"');
    await queryRunner.query('DROP INDEX "public"."occupation_account_name"');
    await queryRunner.query('DROP TABLE "occupation"');
    await queryRunner.query('DROP INDEX "public"."division_account_name"');
    await queryRunner.query('DROP TABLE "division"');
    await queryRunner.query('DROP INDEX "public"."branch_account_name"');
    await queryRunner.query('DROP TABLE "branch"');
    await queryRunner.query('DROP TABLE "account"');
  }
}
