import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AnalyticsEvent } from './analytics-event.entity.js';
import type { AnalyticsEventDto } from './dto/record-events.dto.js';

@Injectable()
export class AnalyticsService {
  constructor(@InjectTenantRepository(AnalyticsEvent) private readonly events: TenantRepository<AnalyticsEvent>) {}

  /** Stores a batch of the caller's events in one insert. */
  async record(access: Access, events: AnalyticsEventDto[]): Promise<number> {
    const now = new Date();
    await this.events.insertMany(
      access.accountId,
      events.map((event) => ({
        userId: access.userId,
        name: event.name,
        properties: event.properties ?? {},
        occurredAt: event.time ? new Date(event.time) : now,
      })),
    );
    return events.length;
  }
}
