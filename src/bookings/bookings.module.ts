import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AssetBooking } from './asset-booking.entity.js';
import { BookingsService } from './bookings.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const BOOKINGS_ENTITIES = [AssetBooking];

/**
 * Asset bookings (docs/jobs.md, Bookings): which asset a job's task holds on which days, and the reads of them
 * (availability, double booking, equipment days). The jobs module writes them and both the jobs and the assets
 * modules read them; this module imports neither, so neither import forms a cycle. It exports the service only,
 * never the repository.
 */
@Module({
  imports: [TypeOrmModule.forFeature(BOOKINGS_ENTITIES)],
  providers: [tenantRepositoryProvider(AssetBooking, NOT_FOUND.booking), BookingsService],
  exports: [BookingsService],
})
export class BookingsModule {}
