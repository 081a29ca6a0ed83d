import { Global, Module } from '@nestjs/common';
import { QueueService } from './queue.service.js';

/** The job queue (docs/queue.md); global, as the config and the database are. */
@Global()
@Module({ providers: [QueueService], exports: [QueueService] })
export class QueueModule {}
