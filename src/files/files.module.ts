import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.js';
import { createFileStorage, FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';

@Module({
  controllers: [FilesController],
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage }, FilesService],
  exports: [FilesService, FILE_STORAGE],
})
export class FilesModule {}
