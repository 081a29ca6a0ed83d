import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for a month of the schedule and for availability over large accounts (bench/jobs.mjs):
 * - `job_account_period`: a GiST index on the account and the job's days, which finds the jobs overlapping a window
 *   without walking every earlier job (OVERLAPPING_SQL in src/jobs/jobs.service.ts must keep its expression);
 * - `asset_booking_account_asset_start` now also covers `end_date` and `job_id`, so the bookings of a page of assets
 *   are read from the index alone.
 */
export class JobPeriodIndexes1795400000000 implements MigrationInterface {
  name = 'JobPeriodIndexes1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // btree_gist lets the range index lead with account_id, like every tenant index.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(
      `CREATE INDEX "job_account_period" ON "job" USING gist ("account_id", daterange("start_date", "end_date", '[]'))`,
    );
    await queryRunner.query('DROP INDEX "asset_booking_account_asset_start"');
    await queryRunner.query(
      'CREATE INDEX "asset_booking_account_asset_start" ON "asset_booking" ("account_id", "asset_id", "start_date", "end_date", "job_id")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "asset_booking_account_asset_start"');
    await queryRunner.query(
      'CREATE INDEX "asset_booking_account_asset_start" ON "asset_booking" ("account_id", "asset_id", "start_date")',
    );
    await queryRunner.query('DROP INDEX "job_account_period"');
  }
}
