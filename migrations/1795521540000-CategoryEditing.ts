import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories become editable (docs/assets.md): assets and child categories point at a category of their own account
 * by foreign key, so a category with either cannot be deleted, and sibling names are unique in any case.
 */
export class CategoryEditing1795521540000 implements MigrationInterface {
  name = 'CategoryEditing1795521540000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE UNIQUE INDEX "category_account_id" ON "category"  ("account_id", "id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "category_account_parent_name" ON "category" ("account_id", "parent_category_id", lower("name")) NULLS NOT DISTINCT',
    );
    await queryRunner.query(
      'ALTER TABLE "category" ADD CONSTRAINT "FK_ea275d8428a99e746be052306bc" FOREIGN KEY ("parent_category_id", "account_id") REFERENCES "category"("id","account_id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "asset" ADD CONSTRAINT "FK_74896ce5cc7ded1fe8e8a450f53" FOREIGN KEY ("category_id", "account_id") REFERENCES "category"("id","account_id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "asset" DROP CONSTRAINT "FK_74896ce5cc7ded1fe8e8a450f53"');
    await queryRunner.query('ALTER TABLE "category" DROP CONSTRAINT "FK_ea275d8428a99e746be052306bc"');
    await queryRunner.query('DROP INDEX "category_account_parent_name"');
    await queryRunner.query('DROP INDEX "category_account_id"');
  }
}
