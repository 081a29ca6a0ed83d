import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountAccess } from '../../common/auth/permissions.js';
import { DOCUMENT_POLICY, type FormTypePolicy } from '../engine/form-type-policy.js';
import type { SubmissionView } from './form-submissions.service.js';

/** A submission just written, inside the transaction that wrote it. */
export interface WrittenSubmission {
  manager: EntityManager;
  /** The caller's access in the submission's account. */
  owner: AccountAccess;
  submission: SubmissionView;
  created: boolean;
}

/** What a module built on a form type's submissions does on their writes. */
export interface FormTypeHooks {
  /**
   * Runs in the transaction of every create and edit of the type's submissions, whichever call made it (the module's
   * own mutations, or the generic PATCH /forms/{formId}/submission/{id}), so a failing hook rolls the write back.
   */
  written?: (written: WrittenSubmission) => Promise<void>;
}

interface Registered {
  policy: FormTypePolicy;
  hooks: FormTypeHooks;
}

/**
 * The form type policy table (docs/forms.md, "Form type policies"): the modules built on submissions (quotes,
 * invoices) register their form type's policy and hooks from their `onModuleInit`; any other form type (timecards and
 * the other document forms) has DOCUMENT_POLICY and no hooks. The submissions service asks it for every rule that
 * depends on the form type.
 */
@Injectable()
export class FormTypePolicies {
  private readonly registered = new Map<string, Registered>();

  register(policy: FormTypePolicy, hooks: FormTypeHooks = {}): void {
    this.registered.set(policy.slug.toLowerCase(), { policy, hooks });
  }

  policyOf(formTypeSlug: string): FormTypePolicy {
    return this.registered.get(formTypeSlug.toLowerCase())?.policy ?? DOCUMENT_POLICY;
  }

  async written(formTypeSlug: string, written: WrittenSubmission): Promise<void> {
    await this.registered.get(formTypeSlug.toLowerCase())?.hooks.written?.(written);
  }
}
