import { Injectable } from '@nestjs/common';
import type { AccountAccess } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { AssetBooking } from './asset-booking.entity.js';
import { overlapsSql, type Period } from './booking-period.js';

/**
 * What other modules may read of `asset_booking`. The jobs module owns the table (it rewrites the bookings with the
 * tasks, job-writer.service.ts); the assets module asks it which assets are booked in a period (asset search with
 * `markAvailable` / `checkDates`, the availability page's "available only").
 */
@Injectable()
export class AssetBookingsService {
  constructor(@InjectTenantRepository(AssetBooking) private readonly bookings: TenantRepository<AssetBooking>) {}

  /**
   * "Some booking (of any job) holds the asset on a day of the period", over the asset row under `assetAlias` of the
   * caller's query: for a filter that must run inside a keyset-paged search. Reads the (account, asset, start) index.
   */
  heldCondition(period: Period, assetAlias = 'asset'): SqlCondition {
    return {
      sql: `EXISTS (SELECT 1 FROM asset_booking booking
        WHERE booking.account_id = ${assetAlias}.account_id AND booking.asset_id = ${assetAlias}.id
          AND ${overlapsSql('booking', ':bookingPeriodStart', ':bookingPeriodEnd')})`,
      parameters: { bookingPeriodStart: period.start, bookingPeriodEnd: period.end },
    };
  }

  /** Which of these assets some booking holds on a day of the period (the others are available): one query. */
  async bookedAmong(access: AccountAccess, assetIds: string[], period: Period): Promise<Set<string>> {
    if (!assetIds.length) return new Set();
    const rows = await this.bookings
      .query(access.accountId, 'booking')
      .select('booking.asset_id', 'assetId')
      .distinct(true)
      .andWhere('booking.asset_id IN (:...bookedIds)', { bookedIds: assetIds })
      .andWhere(overlapsSql('booking', ':periodStart', ':periodEnd'), {
        periodStart: period.start,
        periodEnd: period.end,
      })
      .getRawMany<{ assetId: string }>();
    return new Set(rows.map((row) => row.assetId));
  }
}
