import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { assertAccountId } from '../database/tenant-repository.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import type { AnalyticsEventDto } from './dto/record-events.dto.js';

@Injectable()
export class AnalyticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a batch of the caller's events in one insert. */
  async record(access: Access, events: AnalyticsEventDto[]): Promise<number> {
    assertAccountId(access.accountId);
    const now = new Date();
    const repository = this.dataSource.getRepository(AnalyticsEvent);
    await repository.insert(
      repository.create(
        events.map((event) => ({
          accountId: access.accountId,
          userId: access.userId,
          name: event.name,
          properties: event.properties ?? {},
          occurredAt: event.time ? new Date(event.time) : now,
        })),
      ),
    );
    return events.length;
  }
}
