import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { createFileStorage, FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { StoredFileCleanup } from './stored-file-cleanup.js';
import { StoredFile } from './stored-file.entity.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const FILES_ENTITIES = [StoredFile];

@Module({
  imports: [TypeOrmModule.forFeature(FILES_ENTITIES)],
  controllers: [FilesController],
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
    tenantRepositoryProvider(StoredFile, NOT_FOUND.file),
    FilesService,
    StoredFileCleanup,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FilesModule {}
