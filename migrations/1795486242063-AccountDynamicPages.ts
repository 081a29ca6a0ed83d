import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountDynamicPages1795486242063 implements MigrationInterface {
  name = 'AccountDynamicPages1795486242063';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "account" ADD "dynamic_pages" jsonb NOT NULL DEFAULT \'{"formDocumentsPage": []}\'',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "account" DROP COLUMN "dynamic_pages"');
  }
}
