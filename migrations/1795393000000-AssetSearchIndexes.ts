import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the asset search over large fleets (bench/assets.mjs). The expression indexes are declared on the
 * Asset entity with `synchronize: false`; their expressions must stay identical to the queries that use them
 * (SEARCH_TEXT in src/assets/asset-search.ts, the assetType filter, the tracker lookup of the ingestion).
 */
export class AssetSearchIndexes1795393000000 implements MigrationInterface {
  name = 'AssetSearchIndexes1795393000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // btree_gin lets the trigram index lead with account_id, like every tenant index.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await queryRunner.query(
      `CREATE INDEX "asset_search_text" ON "asset" USING gin ("account_id", (asset_name || ' ' || coalesce(details->>'serialNumber', '') || ' ' || coalesce(details->>'manufacturer', '') || ' ' || coalesce(details->>'assetType', '') || ' ' || coalesce(mac_address, '')) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "asset_account_type_name" ON "asset" ("account_id", (details->>'assetType'), "asset_name", "id")`,
    );
    await queryRunner.query(
      'CREATE INDEX "asset_account_category_name" ON "asset" ("account_id", "category_id", "asset_name", "id")',
    );
    await queryRunner.query('CREATE INDEX "asset_account_upper_mac" ON "asset" ("account_id", upper(mac_address))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "asset_account_upper_mac"');
    await queryRunner.query('DROP INDEX "asset_account_category_name"');
    await queryRunner.query('DROP INDEX "asset_account_type_name"');
    await queryRunner.query('DROP INDEX "asset_search_text"');
  }
}
