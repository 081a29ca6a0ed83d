import { Account } from '../accounts/account.entity.js';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import { Occupation } from '../accounts/occupation.entity.js';
import { AssetAttachment } from '../assets/asset-attachment.entity.js';
import { AssetLocation } from '../assets/asset-location.entity.js';
import { Asset } from '../assets/asset.entity.js';
import { Category } from '../assets/category.entity.js';
import { AnalyticsEvent } from '../analytics/analytics-event.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { SignInAttempt } from '../auth/sign-in-attempt.entity.js';
import { FeatureFlagOverride } from '../feature-flags/feature-flag-override.entity.js';
import { FormConfig } from '../forms/form-config.entity.js';
import { FormQuickLink } from '../forms/form-quick-link.entity.js';
import { FormTemplate } from '../forms/form-template.entity.js';
import { FormTypeAccount } from '../forms/form-type-account.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { User } from '../users/user.entity.js';
import { UserInvitation } from '../users/user-invitation.entity.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { OutboxAttachment } from '../mail/outbox-attachment.entity.js';
import { PriceBookItem } from '../pricebook/price-book-item.entity.js';
import { AssetBooking } from '../jobs/asset-booking.entity.js';
import { Color } from '../jobs/color.entity.js';
import { ComplexTask } from '../jobs/complex-task.entity.js';
import { Job } from '../jobs/job.entity.js';
import { JobDocument } from '../jobs/job-document.entity.js';
import { TaskEntry } from '../jobs/task-entry.entity.js';
import {
  FormSubmission,
  FormSubmissionAudit,
  FormSubmissionCounter,
} from '../forms/submissions/form-submission.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';

/** Every entity of the schema; the migrations drift test compares these with `migrations/`. */
export const ENTITIES = [
  Account,
  Division,
  Branch,
  Occupation,
  User,
  RefreshToken,
  SignInAttempt,
  FeatureFlagOverride,
  AnalyticsEvent,
  UserInvitation,
  OutboxMessage,
  OutboxAttachment,
  PriceBookItem,
  Category,
  Asset,
  AssetAttachment,
  AssetLocation,
  Color,
  Job,
  ComplexTask,
  TaskEntry,
  AssetBooking,
  JobDocument,
  FormTemplate,
  FormConfig,
  FormQuickLink,
  FormTypeAccount,
  StoredFile,
  FormSubmission,
  FormSubmissionCounter,
  FormSubmissionAudit,
  Invoice,
];
