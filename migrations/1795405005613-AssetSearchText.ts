import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keyword search reads a stored, lower-case `search_text` (SEARCH_TEXT_SQL in src/assets/asset-search-text.ts)
 * with LIKE, in place of an ILIKE over an expression computed again for every candidate row: the trigram index
 * moves to the column. The name-order index also carries `search_text`, so a keyword search that walks the names
 * (many matches: the first page is found early) checks each row in the index alone. The typeorm_metadata row is how
 * TypeORM tracks a generated column's expression.
 */
export class AssetSearchText1795405005613 implements MigrationInterface {
  name = 'AssetSearchText1795405005613';

  async up(queryRunner: QueryRunner): Promise<void> {
    const expression =
      "lower(asset_name || ' ' || coalesce(details->>'serialNumber', '') || ' ' || coalesce(details->>'manufacturer', '') || ' ' || coalesce(details->>'assetType', '') || ' ' || coalesce(mac_address, ''))";
    await queryRunner.query(`ALTER TABLE "asset" ADD "search_text" text GENERATED ALWAYS AS (${expression}) STORED`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'asset', 'GENERATED_COLUMN', 'search_text', $1)`,
      [expression],
    );
    await queryRunner.query('DROP INDEX "asset_search_text"');
    await queryRunner.query(
      'CREATE INDEX "asset_search_text" ON "asset" USING gin ("account_id", "search_text" gin_trgm_ops)',
    );
    await queryRunner.query('DROP INDEX "asset_account_name_id"');
    await queryRunner.query(
      'CREATE INDEX "asset_account_name_id" ON "asset" ("account_id", "asset_name", "id") INCLUDE ("search_text")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "asset_account_name_id"');
    await queryRunner.query('CREATE INDEX "asset_account_name_id" ON "asset" ("account_id", "asset_name", "id")');
    await queryRunner.query('DROP INDEX "asset_search_text"');
    await queryRunner.query(
      `CREATE INDEX "asset_search_text" ON "asset" USING gin ("account_id", (asset_name || ' ' || coalesce(details->>'serialNumber', '') || ' ' || coalesce(details->>'manufacturer', '') || ' ' || coalesce(details->>'assetType', '') || ' ' || coalesce(mac_address, '')) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_text' AND "table" = 'asset'`,
    );
    await queryRunner.query('ALTER TABLE "asset" DROP COLUMN "search_text"');
  }
}
