import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountAccess } from '../../common/auth/permissions.js';
import type { SubmissionView } from './form-submissions.service.js';

/** A submission just written, inside the transaction that wrote it. */
export interface WrittenSubmission {
  manager: EntityManager;
  /** The caller's access in the submission's account. */
  owner: AccountAccess;
  formTypeSlug: string;
  submission: SubmissionView;
  created: boolean;
}

export type SubmissionListener = (written: WrittenSubmission) => Promise<void>;

/**
 * What the modules built on submissions (invoices, quotes) keep in step with them: a listener per form type runs in
 * the transaction of every create and edit of that type's submissions, whichever call made it (the invoice mutations,
 * or the generic PATCH /forms/{formId}/submission/{id}), so a failing listener rolls the write back.
 */
@Injectable()
export class SubmissionHooks {
  private readonly listeners = new Map<string, SubmissionListener[]>();

  on(formTypeSlug: string, listener: SubmissionListener): void {
    const slug = formTypeSlug.toLowerCase();
    this.listeners.set(slug, [...(this.listeners.get(slug) ?? []), listener]);
  }

  async written(written: WrittenSubmission): Promise<void> {
    for (const listener of this.listeners.get(written.formTypeSlug.toLowerCase()) ?? []) await listener(written);
  }
}
