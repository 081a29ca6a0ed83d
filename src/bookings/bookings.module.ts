import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { AssetBookingsService } from './asset-bookings.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const ASSET_BOOKINGS_ENTITIES = [AssetBooking];

/**
 * The part of the jobs module that other modules read: the assets module imports it (asset availability), and the jobs
 * module imports the assets module, so the reads live in this module of their own rather than in JobsModule, which
 * would make the two modules import each other. It exports the service only, never the repository.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ASSET_BOOKINGS_ENTITIES)],
  providers: [tenantRepositoryProvider(AssetBooking, NOT_FOUND.booking), AssetBookingsService],
  exports: [AssetBookingsService],
})
export class AssetBookingsModule {}
