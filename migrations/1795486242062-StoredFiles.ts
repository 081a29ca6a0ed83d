import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFiles1795486242062 implements MigrationInterface {
  name = 'StoredFiles1795486242062';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "stored_file" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "key" text NOT NULL, "owner_type" text, "owner_id" uuid, "purpose" text NOT NULL, "content_type" text NOT NULL, "size_bytes" integer NOT NULL, CONSTRAINT "PK_e140967af84027b493a3ff04fbb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "stored_file_account_unattached" ON "stored_file"  ("account_id", "created_at") WHERE owner_id IS NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "stored_file_account_key" ON "stored_file"  ("account_id", "key") ');
    await queryRunner.query(
      'ALTER TABLE "stored_file" ADD CONSTRAINT "FK_aa412b360b572f1bf134b10c4e3" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "stored_file" DROP CONSTRAINT "FK_aa412b360b572f1bf134b10c4e3"');
    await queryRunner.query('DROP INDEX "public"."stored_file_account_key"');
    await queryRunner.query('DROP INDEX "public"."stored_file_account_unattached"');
    await queryRunner.query('DROP TABLE "stored_file"');
  }
}
