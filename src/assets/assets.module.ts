import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FeatureFlagsModule } from '../feature-flags/feature-flags.module.js';
import { FilesModule } from '../files/files.module.js';
import { AssetAttachment } from './asset-attachment.entity.js';
import { AssetLocation } from './asset-location.entity.js';
import { AssetLocationsController } from './asset-locations.controller.js';
import { AssetLocationsService } from './asset-locations.service.js';
import { AssetPositionsController } from './asset-positions.controller.js';
import { AssetPositionsService } from './asset-positions.service.js';
import { AssetSummariesService } from './asset-summaries.service.js';
import { Asset } from './asset.entity.js';
import { AssetsController } from './assets.controller.js';
import { AssetsService } from './assets.service.js';
import { CategoriesModule } from './categories.module.js';
import { Category } from './category.entity.js';
import { MapsController } from './maps.controller.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const ASSETS_ENTITIES = [Asset, AssetAttachment, AssetLocation];

@Module({
  imports: [
    TypeOrmModule.forFeature(ASSETS_ENTITIES),
    AccountsModule,
    BookingsModule,
    CategoriesModule,
    FeatureFlagsModule,
    FilesModule,
  ],
  controllers: [AssetLocationsController, AssetPositionsController, AssetsController, MapsController],
  providers: [
    tenantRepositoryProvider(Category, NOT_FOUND.category),
    tenantRepositoryProvider(Asset, NOT_FOUND.asset),
    tenantRepositoryProvider(AssetAttachment, NOT_FOUND.attachment),
    tenantRepositoryProvider(AssetLocation, NOT_FOUND.locationHistory),
    AssetsService,
    AssetLocationsService,
    AssetPositionsService,
    AssetSummariesService,
  ],
  // Other modules read assets through this service only (scheduling and availability in jobs).
  exports: [AssetSummariesService],
})
export class AssetsModule {}
