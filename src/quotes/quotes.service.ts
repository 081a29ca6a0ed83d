import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountAccess } from '../common/auth/permissions.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { FormSubmissionsService, type SubmissionView } from '../forms/submissions/form-submissions.service.js';
import { FormTypePolicies } from '../forms/submissions/form-type-policies.js';
import { QUOTE_FORM_TYPE, QUOTE_POLICY } from './quote-rules.js';

/**
 * What keeps a copy of a quote's total (a job's quoted cost, for the jobs linked to the quote): called in the
 * transaction of every write of the quote, whichever call made it, so a failure rolls the write back.
 */
export type QuoteTotalFollower = (
  owner: AccountAccess,
  quoteId: string,
  totalCents: number | null,
  manager: EntityManager,
) => Promise<void>;

/**
 * Quotes (spec 3 §2 "Quoting"): submissions of a quote form, made and edited through the forms module. This module
 * owns what other records do with a quote: name it (`requireQuote`: a job's or an invoice's quote) and follow its
 * total (`followTotal`). It knows no job nor invoice: those modules import it (docs/architecture.md).
 */
@Injectable()
export class QuotesService implements OnModuleInit {
  private readonly followers: QuoteTotalFollower[] = [];

  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly policies: FormTypePolicies,
  ) {}

  onModuleInit(): void {
    this.policies.register(QUOTE_POLICY, {
      written: async ({ manager, owner, submission }) => {
        for (const follower of this.followers) await follower(owner, submission.id, submission.totalCents, manager);
      },
    });
  }

  /** Registers what follows every quote's total from now on (a module's `onModuleInit`). */
  followTotal(follower: QuoteTotalFollower): void {
    this.followers.push(follower);
  }

  /** The account's quote `id` (a job's or an invoice's), else 400 with the quote's not-found text under `quoteId`. */
  requireQuote(owner: AccountAccess, id: string, manager: EntityManager): Promise<SubmissionView> {
    return this.submissions.requireOfType(
      owner,
      id,
      { formTypeSlug: QUOTE_FORM_TYPE, field: 'quoteId', notFound: NOT_FOUND.quote },
      manager,
    );
  }
}
