import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { createFileStorage, FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FILE_NOT_FOUND, FilesService } from './files.service.js';
import { StoredFileCleanup } from './stored-file-cleanup.js';
import { StoredFile } from './stored-file.entity.js';

@Module({
  controllers: [FilesController],
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
    tenantRepositoryProvider(StoredFile, FILE_NOT_FOUND),
    FilesService,
    StoredFileCleanup,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FilesModule {}
