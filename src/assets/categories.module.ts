import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const CATEGORIES_ENTITIES = [Category];

/**
 * Asset categories, the part of the assets module that onboarding (users module) also uses, to give a new company its
 * standard tree: a module of its own, so that the users module does not import AssetsModule. Exports the service,
 * never the repository.
 */
@Module({
  imports: [TypeOrmModule.forFeature(CATEGORIES_ENTITIES)],
  controllers: [CategoriesController],
  providers: [tenantRepositoryProvider(Category, NOT_FOUND.category), CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
