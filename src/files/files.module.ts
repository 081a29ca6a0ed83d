import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage =>
        config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(join(config.dataDir, 'files')),
    },
    FilesService,
  ],
  exports: [FilesService],
})
export class FilesModule {}
