/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddComplexTaskInput = {
  assetIds?: Array<string> | null | undefined;
  /** yyyy-MM-dd; the first task takes the job’s dates */
  endDate?: string | null | undefined;
  /** HH:mm */
  endTime?: string | null | undefined;
  /** The job the task is added to, after its other tasks */
  jobId: string;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** yyyy-MM-dd; the first task takes the job’s dates */
  startDate?: string | null | undefined;
  /** HH:mm */
  startTime?: string | null | undefined;
  taskType?: string | null | undefined;
  /** IANA time zone, e.g. America/Denver */
  timezone?: string | null | undefined;
  userIds?: Array<string> | null | undefined;
};

export type AvailableAssetScheduleInput = {
  /** An asset type, e.g. Crawler Crane */
  assetType?: string | null | undefined;
  /** Only assets no booking holds on a day of the period */
  availableOnly?: boolean | null | undefined;
  /** Assets of any of these branches; empty or absent: all */
  branchIds?: Array<string> | null | undefined;
  /** The category or any below it */
  categoryId?: string | null | undefined;
  /** yyyy-MM-dd, the last day of the period (included) */
  endDate: string;
  pageInfo?: PageInfoInput | null | undefined;
  /** Words all found in name, serial number, manufacturer, type or MAC address */
  search?: string | null | undefined;
  /** yyyy-MM-dd, the first day of the period */
  startDate: string;
};

export type ComplexTaskInput = {
  assetIds?: Array<string> | null | undefined;
  /** yyyy-MM-dd; the first task takes the job’s dates */
  endDate?: string | null | undefined;
  /** HH:mm */
  endTime?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** yyyy-MM-dd; the first task takes the job’s dates */
  startDate?: string | null | undefined;
  /** HH:mm */
  startTime?: string | null | undefined;
  taskType?: string | null | undefined;
  /** IANA time zone, e.g. America/Denver */
  timezone?: string | null | undefined;
  userIds?: Array<string> | null | undefined;
};

export type CreateComplexJobInput = {
  /** JOB_END | WEEKLY | BIWEEKLY | END_OF_MONTH */
  billingFrequency?: string | null | undefined;
  branchIds?: Array<string> | null | undefined;
  /** None means the default colour, Slate */
  colorId?: string | null | undefined;
  /** The first one becomes the first task (times, crew, assets); without any, the job's dates make it */
  complexTasks?: Array<ComplexTaskInput> | null | undefined;
  customer?: JobCustomerInput | null | undefined;
  divisionIds?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  endDate?: string | null | undefined;
  isReadyForInvoice?: boolean | null | undefined;
  jobType?: string | null | undefined;
  location?: JobLocationInput | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  /** User ids */
  projectOwner?: Array<string> | null | undefined;
  quoteId?: string | null | undefined;
  /** Dollars, e.g. "1250.50" (the form value); stored as cents, negative as none. Wins over quotedCostCents */
  quotedCost?: string | null | undefined;
  /** Whole cents; a negative amount is stored as none */
  quotedCostCents?: number | null | undefined;
  /** User ids */
  salesPerson?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  startDate?: string | null | undefined;
  /** SCHEDULED | OPPORTUNITY | ONGOING | COMPLETE, either case */
  status?: string | null | undefined;
  /** IANA time zone, e.g. America/Denver */
  timezone?: string | null | undefined;
};

export type CreateFormTemplateInput = {
  /** Super admin only: the account to create it in */
  accountId?: string | null | undefined;
  alerts?: unknown;
  /** On create, the text of the hidden Form Description field */
  description?: string | null | undefined;
  divisionId?: string | null | undefined;
  divisionIds?: Array<string> | null | undefined;
  fields?: unknown;
  flagForReview?: boolean | null | undefined;
  /** Ignored (the server resolves it from formTypeSlug) */
  formType?: unknown;
  /** One of the nine form type slugs, any case */
  formTypeSlug?: string | null | undefined;
  /** New forms always get 0.0.5 */
  formVersion?: string | null | undefined;
  /** { web?, android?, ios? }; replaces all layouts */
  layouts?: unknown;
  logicRules?: unknown;
  name?: string | null | undefined;
  parameters?: unknown;
  renderEngineVersion?: string | null | undefined;
  requiredServices?: unknown;
  subForms?: unknown;
  /** Ignored (the server maintains it) */
  submitted?: boolean | null | undefined;
  templateVersion?: string | null | undefined;
};

export type CreateInvoiceInput = {
  formSubmission: InvoiceSubmissionInput;
  /** Ignored: the server computes it from the line items */
  invoiceAmountCents?: number | null | undefined;
  jobId: string;
  /** A quote of the account */
  quoteId?: string | null | undefined;
};

export type CreatePriceBookItemInput = {
  branchIds?: Array<string>;
  category: string;
  description: string;
  divisionIds?: Array<string>;
  name: string;
  /** Whole dollars per unit; null when priced per quote */
  rate?: number | null | undefined;
  unit: string;
};

export type FormPdfConfigInput = {
  cssTemplate?: string | null | undefined;
  /** [{ fieldId, format?, label?, fields? }] */
  fields?: unknown;
  formId: string;
  hbsTemplate: string;
};

export type FormTemplateFilters = {
  /** Templates of this division (divisionId or divisionIds) */
  divisionId?: string | null | undefined;
  /** One of the nine form type slugs, any case */
  formTypeSlug?: string | null | undefined;
  /** Part of the name, any case */
  search?: string | null | undefined;
};

export type FormTemplateNotificationConfigInput = {
  emails: Array<string>;
  formTemplateId: string;
  templateId?: string | null | undefined;
};

export type FormTemplateQuickLinkOperationInput = {
  /** Super admin only: the account */
  accountId?: string | null | undefined;
  currentFormTypeSlug?: string | null | undefined;
  /** Create: the form name when absent */
  displayName?: string | null | undefined;
  /** Create: none when absent */
  divisionIds?: Array<string> | null | undefined;
  formId: string;
  /** The group to put it in; Create: the form's type when absent */
  newFormTypeSlug?: string | null | undefined;
  operation: QuickLinkOperation;
  /** Create: after the last of its group when absent */
  ordinal?: number | null | undefined;
};

export type InvoiceFilters = {
  branchId?: string | null | undefined;
  divisionId?: string | null | undefined;
  jobId?: string | null | undefined;
  /** 1 to 100, default 50 */
  limit?: number | null | undefined;
  nextPageKey?: string | null | undefined;
  /** A user id among the job’s sales people */
  salesPerson?: string | null | undefined;
  /** Part of the job’s name or number, or the customer’s name */
  searchTerm?: string | null | undefined;
  /** Any of these statuses */
  status?: Array<string> | null | undefined;
};

export type InvoiceSubmissionInput = {
  /** The reason, required when fields change */
  changeNotes?: string | null | undefined;
  /** { status } */
  data?: unknown;
  /** [{ id, value, type? }] */
  fields?: unknown;
  /** The invoice form (create) */
  formId?: string | null | undefined;
  /** YYYY-MM-DDTHH:mm[:ss] */
  localDateTime?: string | null | undefined;
  timezoneOffset?: number | null | undefined;
  /** Ignored: the submitter is the caller */
  userId?: string | null | undefined;
  /** 0.0.1 for invoices */
  version?: string | null | undefined;
};

export type InvoiceTimecardFilters = {
  /** The job number the timecards name */
  jobNumber: string;
  /** yyyy-MM-dd: timecards of this day or later */
  startDate?: string | null | undefined;
};

export type JobCustomerInput = {
  contactName?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  /** Digits only; ten of them */
  phone?: string | null | undefined;
  siteContact?: string | null | undefined;
  /** Digits only; ten of them */
  siteContactPhone?: string | null | undefined;
  type?: string | null | undefined;
};

export type JobInput = {
  address?: JobLocationInput | null | undefined;
  /** The first task's assets */
  assets?: Array<string> | null | undefined;
  /** JOB_END | WEEKLY | BIWEEKLY | END_OF_MONTH */
  billingFrequency?: string | null | undefined;
  /** Stored as the first of the branches */
  branchId?: string | null | undefined;
  /** None means the default colour, Slate */
  colorId?: string | null | undefined;
  /** The first task's crew (user ids) */
  crew?: Array<string> | null | undefined;
  customer?: JobCustomerInput | null | undefined;
  /** Stored as the first of the divisions */
  divisionId?: string | null | undefined;
  /** yyyy-MM-dd */
  endDate?: string | null | undefined;
  isReadyForInvoice?: boolean | null | undefined;
  jobType?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  /** User ids */
  projectOwner?: Array<string> | null | undefined;
  quoteId?: string | null | undefined;
  /** Dollars, e.g. "1250.50" (the form value); stored as cents, negative as none. Wins over quotedCostCents */
  quotedCost?: string | null | undefined;
  /** Whole cents; a negative amount is stored as none */
  quotedCostCents?: number | null | undefined;
  /** User ids */
  salesPerson?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  startDate?: string | null | undefined;
  /** SCHEDULED | OPPORTUNITY | ONGOING | COMPLETE, either case */
  status?: string | null | undefined;
};

export type JobLocationInput = {
  formattedAddress?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  name?: string | null | undefined;
};

export type PageInfoInput = {
  /** At most 500; each list has its default */
  limit?: number | null | undefined;
  /** The previous page's nextPageKey */
  nextPageKey?: string | null | undefined;
};

export type PriceBookFilters = {
  /** Items of any of these branches */
  branchIds?: Array<string> | null | undefined;
  category?: string | null | undefined;
  /** Items of any of these divisions */
  divisionIds?: Array<string> | null | undefined;
  /** Part of the name, any case */
  search?: string | null | undefined;
};

export type QuickLinkOperation = 'Create' | 'Delete' | 'Update';

export type ScheduledAssetsForJobInput = {
  /** yyyy-MM-dd, the first day of the period */
  after: string;
  /** yyyy-MM-dd, the last day of the period (included) */
  before: string;
  complexJobId: string;
};

export type SendFormSubmissionInput = {
  /** A quote (web:quoting) or an invoice (web:invoice) */
  id: string;
  /** The text above the link */
  message: string;
  subject: string;
  /** At most 50 e-mail addresses */
  to: Array<string>;
};

export type UndatedJobFilters = {
  branchId?: string | null | undefined;
  divisionId?: string | null | undefined;
  isReadyForInvoice?: boolean | null | undefined;
  limit?: number | null | undefined;
  /** A user id among the job’s sales people */
  salesPerson?: string | null | undefined;
  /** Part of the job’s name or number, or the customer’s name */
  searchTerm?: string | null | undefined;
};

export type UpdateComplexJobInput = {
  /** JOB_END | WEEKLY | BIWEEKLY | END_OF_MONTH */
  billingFrequency?: string | null | undefined;
  branchIds?: Array<string> | null | undefined;
  /** None means the default colour, Slate */
  colorId?: string | null | undefined;
  customer?: JobCustomerInput | null | undefined;
  divisionIds?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  endDate?: string | null | undefined;
  id: string;
  isReadyForInvoice?: boolean | null | undefined;
  jobType?: string | null | undefined;
  location?: JobLocationInput | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  /** User ids */
  projectOwner?: Array<string> | null | undefined;
  quoteId?: string | null | undefined;
  /** Dollars, e.g. "1250.50" (the form value); stored as cents, negative as none. Wins over quotedCostCents */
  quotedCost?: string | null | undefined;
  /** Whole cents; a negative amount is stored as none */
  quotedCostCents?: number | null | undefined;
  /** User ids */
  salesPerson?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  startDate?: string | null | undefined;
  /** SCHEDULED | OPPORTUNITY | ONGOING | COMPLETE, either case */
  status?: string | null | undefined;
  /** IANA time zone, e.g. America/Denver */
  timezone?: string | null | undefined;
};

export type UpdateComplexTaskInput = {
  assetIds?: Array<string> | null | undefined;
  /** yyyy-MM-dd; not for the first task, which takes the job’s dates */
  endDate?: string | null | undefined;
  /** HH:mm */
  endTime?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** yyyy-MM-dd; not for the first task, which takes the job’s dates */
  startDate?: string | null | undefined;
  /** HH:mm */
  startTime?: string | null | undefined;
  taskType?: string | null | undefined;
  /** IANA time zone, e.g. America/Denver */
  timezone?: string | null | undefined;
  userIds?: Array<string> | null | undefined;
};

export type UpdateFormTemplateInput = {
  alerts?: unknown;
  /** On create, the text of the hidden Form Description field */
  description?: string | null | undefined;
  divisionId?: string | null | undefined;
  divisionIds?: Array<string> | null | undefined;
  fields?: unknown;
  flagForReview?: boolean | null | undefined;
  /** Ignored (the server resolves it from formTypeSlug) */
  formType?: unknown;
  /** One of the nine form type slugs, any case */
  formTypeSlug?: string | null | undefined;
  /** New forms always get 0.0.5 */
  formVersion?: string | null | undefined;
  /** { web?, android?, ios? }; replaces all layouts */
  layouts?: unknown;
  logicRules?: unknown;
  name?: string | null | undefined;
  parameters?: unknown;
  renderEngineVersion?: string | null | undefined;
  requiredServices?: unknown;
  subForms?: unknown;
  /** Ignored (the server maintains it) */
  submitted?: boolean | null | undefined;
  templateVersion?: string | null | undefined;
};

export type UpdateInvoiceInput = {
  formSubmission?: InvoiceSubmissionInput | null | undefined;
  /** The invoice’s form submission id */
  id: string;
  /** Ignored: the server computes it from the line items */
  invoiceAmountCents?: number | null | undefined;
  jobId?: string | null | undefined;
  quoteId?: string | null | undefined;
};

export type UpdateJobInput = {
  address?: JobLocationInput | null | undefined;
  /** The first task's assets */
  assets?: Array<string> | null | undefined;
  /** JOB_END | WEEKLY | BIWEEKLY | END_OF_MONTH */
  billingFrequency?: string | null | undefined;
  /** Stored as the first of the branches */
  branchId?: string | null | undefined;
  /** None means the default colour, Slate */
  colorId?: string | null | undefined;
  /** The first task's crew (user ids) */
  crew?: Array<string> | null | undefined;
  customer?: JobCustomerInput | null | undefined;
  /** Stored as the first of the divisions */
  divisionId?: string | null | undefined;
  /** yyyy-MM-dd */
  endDate?: string | null | undefined;
  id: string;
  isReadyForInvoice?: boolean | null | undefined;
  jobType?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  number?: string | null | undefined;
  /** User ids */
  projectOwner?: Array<string> | null | undefined;
  quoteId?: string | null | undefined;
  /** Dollars, e.g. "1250.50" (the form value); stored as cents, negative as none. Wins over quotedCostCents */
  quotedCost?: string | null | undefined;
  /** Whole cents; a negative amount is stored as none */
  quotedCostCents?: number | null | undefined;
  /** User ids */
  salesPerson?: Array<string> | null | undefined;
  /** yyyy-MM-dd */
  startDate?: string | null | undefined;
  /** SCHEDULED | OPPORTUNITY | ONGOING | COMPLETE, either case */
  status?: string | null | undefined;
};

export type UpdatePriceBookItemInput = {
  branchIds?: Array<string>;
  category: string;
  description: string;
  divisionIds?: Array<string>;
  id: string;
  name: string;
  /** Whole dollars per unit; null when priced per quote */
  rate?: number | null | undefined;
  unit: string;
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = { me: { __typename: 'User'; id: string; firstName: string } };

export type AssetAvailabilityQueryVariables = Exact<{
  input: AvailableAssetScheduleInput;
}>;

export type AssetAvailabilityQuery = {
  getAvailableAssetSchedule: {
    __typename: 'AvailableAssetSchedule';
    availability: Array<{
      __typename: 'AssetAvailability';
      assetId: string;
      assetName: string;
      assetStatus: string;
      availability: string;
      lastSeen: string | null;
      attachments: Array<{ __typename: 'AssetAvailabilityAttachment'; primary: boolean; url: string }>;
      address: {
        __typename: 'AssetAvailabilityAddress';
        formattedAddress: string;
        lat: number | null;
        lng: number | null;
      } | null;
      jobs: Array<{
        __typename: 'AssetAvailabilityJob';
        id: string;
        name: string;
        number: string;
        startDate: string | null;
        endDate: string | null;
      }>;
      complexJobs: Array<{
        __typename: 'AssetAvailabilityJob';
        id: string;
        name: string;
        number: string;
        startDate: string | null;
        endDate: string | null;
      }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; hasNextPage: boolean; nextPageKey: string | null; totalCount: number };
  };
};

export type DispatchComplexJobsQueryVariables = Exact<{
  branchIds: Array<string>;
  day: string;
  nextPageKey?: string | null | undefined;
  limit: number;
}>;

export type DispatchComplexJobsQuery = {
  complexJobs: {
    __typename: 'ComplexJobPage';
    items: Array<{
      __typename: 'ComplexJob';
      id: string;
      number: string;
      name: string;
      status: string;
      startDate: string | null;
      endDate: string | null;
      customer: { __typename: 'JobCustomer'; name: string | null };
      location: { __typename: 'JobLocation'; name: string; formattedAddress: string } | null;
      tasks: Array<{
        __typename: 'ComplexTask';
        id: string;
        name: string;
        startDate: string | null;
        endDate: string | null;
        assetIds: Array<string>;
        userIds: Array<string>;
      }>;
      color: { __typename: 'Color'; code: string };
    }>;
    pageInfo: { __typename: 'PageInfo'; nextPageKey: string | null; hasNextPage: boolean };
  };
};

export type DispatchScheduledAssetsQueryVariables = Exact<{
  jobInputs: Array<ScheduledAssetsForJobInput>;
}>;

export type DispatchScheduledAssetsQuery = {
  scheduledAssetsForJobs: Array<{
    __typename: 'JobAssetSchedule';
    complexJobId: string;
    scheduledAssets: Array<{
      __typename: 'ScheduledAsset';
      asset: { __typename: 'SchedulingAsset'; id: string; name: string };
    }>;
    overbookedAssets: Array<{
      __typename: 'OverbookedAsset';
      assetId: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  }>;
};

export type DispatchUpdateTaskMutationVariables = Exact<{
  input: UpdateComplexTaskInput;
}>;

export type DispatchUpdateTaskMutation = {
  updateComplexTask: {
    __typename: 'ComplexTaskPayload';
    code: number;
    success: boolean;
    message: string;
    task: { __typename: 'ComplexTask'; id: string; assetIds: Array<string>; userIds: Array<string> } | null;
  };
};

export type FormSubmissionSendHistoryQueryVariables = Exact<{
  id: string;
}>;

export type FormSubmissionSendHistoryQuery = {
  formSubmissionSendHistory: {
    __typename: 'DocumentHistory';
    sends: Array<{
      __typename: 'DocumentSend';
      id: string;
      recipients: Array<string>;
      subject: string;
      sentByName: string;
      createdAt: string;
      delivery: string;
      deliveredAt: string | null;
      error: string | null;
    }>;
    links: Array<{
      __typename: 'DocumentLink';
      id: string;
      createdAt: string;
      expiresAt: string;
      revokedAt: string | null;
      active: boolean;
      answer: string | null;
      answeredAt: string | null;
      answeredBy: string | null;
      answeredFrom: string | null;
      reason: string | null;
    }>;
  };
};

export type SendFormSubmissionMutationVariables = Exact<{
  input: SendFormSubmissionInput;
}>;

export type SendFormSubmissionMutation = {
  sendFormSubmission: {
    __typename: 'DocumentLinkPayload';
    code: number;
    success: boolean;
    message: string;
    link: string | null;
    errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
  };
};

export type CreateFormSubmissionLinkMutationVariables = Exact<{
  id: string;
}>;

export type CreateFormSubmissionLinkMutation = {
  createFormSubmissionLink: {
    __typename: 'DocumentLinkPayload';
    code: number;
    success: boolean;
    message: string;
    link: string | null;
  };
};

export type RevokeFormSubmissionLinkMutationVariables = Exact<{
  id: string;
}>;

export type RevokeFormSubmissionLinkMutation = {
  revokeFormSubmissionLink: {
    __typename: 'RevokeDocumentLinksPayload';
    code: number;
    success: boolean;
    message: string;
  };
};

export type SubmissionPdfStateQueryVariables = Exact<{
  id: string;
}>;

export type SubmissionPdfStateQuery = {
  formSubmission: { __typename: 'FormSubmission'; id: string; pdfError: string | null };
};

export type RetryFormSubmissionPdfMutationVariables = Exact<{
  id: string;
}>;

export type RetryFormSubmissionPdfMutation = {
  retryFormSubmissionPdf: {
    __typename: 'RetryFormSubmissionPdfPayload';
    code: number;
    success: boolean;
    message: string;
  };
};

export type DeleteDocumentSubmissionMutationVariables = Exact<{
  id: string;
}>;

export type DeleteDocumentSubmissionMutation = {
  deleteFormSubmission: {
    __typename: 'DeleteFormSubmissionPayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type DocumentsQuickLinkOrderQueryVariables = Exact<{ [key: string]: never }>;

export type DocumentsQuickLinkOrderQuery = {
  formTemplateHomePage: {
    __typename: 'FormTemplateHomePage';
    accountId: string;
    quickLinks: Array<{ __typename: 'FormTemplateQuickLink'; id: string; formId: string }>;
  };
};

export type FormTemplateSummaryFieldsFragment = {
  __typename: 'FormTemplate';
  id: string;
  name: string;
  title: string;
  formTypeSlug: string;
  divisionId: string | null;
  divisionIds: Array<string>;
  hasDynamicDocument: boolean;
};

export type FormTemplateDetailFieldsFragment = {
  __typename: 'FormTemplate';
  id: string;
  accountId: string;
  createdAt: string;
  updatedAt: string;
  divisionId: string | null;
  divisionIds: Array<string>;
  requiredServices: unknown;
  formTypeSlug: string;
  flagForReview: boolean | null;
  formVersion: string;
  name: string;
  title: string;
  submitted: boolean | null;
  fields: unknown;
  alerts: unknown;
  subForms: unknown;
  layouts: unknown;
  logicRules: unknown;
  renderEngineVersion: string | null;
  templateVersion: string | null;
  parameters: unknown;
  description: string | null;
  hasCsvConfig: boolean;
  hasDynamicDocument: boolean;
  hasNotificationConfig: boolean;
  hasPdfConfig: boolean;
  formType: { __typename: 'FormType'; slug: string; displayName: string };
};

export type AdminFormTemplatesQueryVariables = Exact<{
  filters?: FormTemplateFilters | null | undefined;
}>;

export type AdminFormTemplatesQuery = {
  formTemplates: Array<{
    __typename: 'FormTemplate';
    id: string;
    name: string;
    title: string;
    formTypeSlug: string;
    divisionId: string | null;
    divisionIds: Array<string>;
    hasDynamicDocument: boolean;
  }>;
};

export type AdminFormTemplateQueryVariables = Exact<{
  id: string;
}>;

export type AdminFormTemplateQuery = {
  formTemplate: {
    __typename: 'FormTemplate';
    id: string;
    accountId: string;
    createdAt: string;
    updatedAt: string;
    divisionId: string | null;
    divisionIds: Array<string>;
    requiredServices: unknown;
    formTypeSlug: string;
    flagForReview: boolean | null;
    formVersion: string;
    name: string;
    title: string;
    submitted: boolean | null;
    fields: unknown;
    alerts: unknown;
    subForms: unknown;
    layouts: unknown;
    logicRules: unknown;
    renderEngineVersion: string | null;
    templateVersion: string | null;
    parameters: unknown;
    description: string | null;
    hasCsvConfig: boolean;
    hasDynamicDocument: boolean;
    hasNotificationConfig: boolean;
    hasPdfConfig: boolean;
    formType: { __typename: 'FormType'; slug: string; displayName: string };
  };
};

export type CreateFormTemplateMutationVariables = Exact<{
  input: CreateFormTemplateInput;
}>;

export type CreateFormTemplateMutation = {
  createFormTemplate: {
    __typename: 'FormTemplatePayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type UpdateFormTemplateMutationVariables = Exact<{
  id: string;
  input: UpdateFormTemplateInput;
}>;

export type UpdateFormTemplateMutation = {
  updateFormTemplate: {
    __typename: 'FormTemplatePayload';
    code: number;
    success: boolean;
    message: string;
    errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
    formTemplate: {
      __typename: 'FormTemplate';
      id: string;
      accountId: string;
      createdAt: string;
      updatedAt: string;
      divisionId: string | null;
      divisionIds: Array<string>;
      requiredServices: unknown;
      formTypeSlug: string;
      flagForReview: boolean | null;
      formVersion: string;
      name: string;
      title: string;
      submitted: boolean | null;
      fields: unknown;
      alerts: unknown;
      subForms: unknown;
      layouts: unknown;
      logicRules: unknown;
      renderEngineVersion: string | null;
      templateVersion: string | null;
      parameters: unknown;
      description: string | null;
      hasCsvConfig: boolean;
      hasDynamicDocument: boolean;
      hasNotificationConfig: boolean;
      hasPdfConfig: boolean;
      formType: { __typename: 'FormType'; slug: string; displayName: string };
    } | null;
  };
};

export type DeleteFormTemplateMutationVariables = Exact<{
  id: string;
}>;

export type DeleteFormTemplateMutation = {
  deleteFormTemplate: {
    __typename: 'DeleteFormTemplatePayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type FormTemplateNotificationConfigFieldsFragment = {
  __typename: 'FormTemplateNotificationConfig';
  formTemplateId: string;
  emails: Array<string>;
  templateId: string;
};

export type FormTemplateNotificationConfigResultFieldsFragment = {
  __typename: 'FormTemplateNotificationConfigPayload';
  code: number;
  success: boolean;
  message: string;
  notificationConfig: {
    __typename: 'FormTemplateNotificationConfig';
    formTemplateId: string;
    emails: Array<string>;
    templateId: string;
  } | null;
};

export type AdminFormNotificationConfigQueryVariables = Exact<{
  formTemplateId: string;
}>;

export type AdminFormNotificationConfigQuery = {
  formTemplateNotificationConfig: {
    __typename: 'FormTemplateNotificationConfig';
    formTemplateId: string;
    emails: Array<string>;
    templateId: string;
  } | null;
};

export type CreateFormTemplateNotificationConfigMutationVariables = Exact<{
  input: FormTemplateNotificationConfigInput;
}>;

export type CreateFormTemplateNotificationConfigMutation = {
  createFormTemplateNotificationConfig: {
    __typename: 'FormTemplateNotificationConfigPayload';
    code: number;
    success: boolean;
    message: string;
    notificationConfig: {
      __typename: 'FormTemplateNotificationConfig';
      formTemplateId: string;
      emails: Array<string>;
      templateId: string;
    } | null;
  };
};

export type UpdateFormTemplateNotificationConfigMutationVariables = Exact<{
  input: FormTemplateNotificationConfigInput;
}>;

export type UpdateFormTemplateNotificationConfigMutation = {
  updateFormTemplateNotificationConfig: {
    __typename: 'FormTemplateNotificationConfigPayload';
    code: number;
    success: boolean;
    message: string;
    notificationConfig: {
      __typename: 'FormTemplateNotificationConfig';
      formTemplateId: string;
      emails: Array<string>;
      templateId: string;
    } | null;
  };
};

export type AdminFormPdfConfigQueryVariables = Exact<{
  formId: string;
}>;

export type AdminFormPdfConfigQuery = {
  formPDFConfig: {
    __typename: 'FormPDFConfig';
    formId: string;
    hbsTemplate: string;
    cssTemplate: string;
    fields: unknown;
    updatedAt: string;
  } | null;
};

export type FormPdfConfigResultFieldsFragment = {
  __typename: 'FormPDFConfigPayload';
  code: number;
  success: boolean;
  message: string;
  errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
};

export type CreateFormPdfConfigMutationVariables = Exact<{
  input: FormPdfConfigInput;
}>;

export type CreateFormPdfConfigMutation = {
  createFormPDFConfig: {
    __typename: 'FormPDFConfigPayload';
    code: number;
    success: boolean;
    message: string;
    errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
  };
};

export type UpdateFormPdfConfigMutationVariables = Exact<{
  input: FormPdfConfigInput;
}>;

export type UpdateFormPdfConfigMutation = {
  updateFormPDFConfig: {
    __typename: 'FormPDFConfigPayload';
    code: number;
    success: boolean;
    message: string;
    errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
  };
};

export type FormManagerHomePageQueryVariables = Exact<{ [key: string]: never }>;

export type FormManagerHomePageQuery = {
  formTemplateHomePage: {
    __typename: 'FormTemplateHomePage';
    accountId: string;
    quickLinks: Array<{
      __typename: 'FormTemplateQuickLink';
      id: string;
      formId: string;
      displayName: string;
      divisionIds: Array<string>;
      formTypeSlug: string;
      ordinal: number;
      formType: { __typename: 'FormType'; slug: string; displayName: string; ordinal: number };
    }>;
  };
};

export type BatchOperationsFormTemplateQuickLinkMutationVariables = Exact<{
  operations: Array<FormTemplateQuickLinkOperationInput>;
}>;

export type BatchOperationsFormTemplateQuickLinkMutation = {
  batchOperationsFormTemplateQuickLink: {
    __typename: 'BatchFormTemplateQuickLinkPayload';
    code: number;
    success: boolean;
    message: string;
    accountId: string | null;
    errors: Array<{ __typename: 'FormProblem'; path: string; message: string }> | null;
  };
};

export type InvoiceRowFieldsFragment = {
  __typename: 'Invoice';
  id: string;
  formSubmissionId: string;
  jobId: string;
  quoteId: string | null;
  status: string;
  number: number;
  amountCents: number;
  cycleStartDate: string | null;
  cycleEndDate: string | null;
  createdAt: string;
  job: {
    __typename: 'InvoiceJob';
    id: string;
    number: string;
    name: string;
    quoteId: string | null;
    quotedCostCents: number | null;
  } | null;
};

export type InvoicingOverviewQueryVariables = Exact<{
  filters?: InvoiceFilters | null | undefined;
}>;

export type InvoicingOverviewQuery = {
  invoiceOverview: {
    __typename: 'InvoiceOverview';
    readyToInvoice: number;
    readyToApprove: number;
    readyToSend: number;
  };
};

export type InvoicingInvoicesQueryVariables = Exact<{
  filters?: InvoiceFilters | null | undefined;
}>;

export type InvoicingInvoicesQuery = {
  invoices: {
    __typename: 'InvoicePage';
    nextPageKey: string | null;
    hasNextPage: boolean;
    totalCount: number;
    items: Array<{
      __typename: 'Invoice';
      id: string;
      formSubmissionId: string;
      jobId: string;
      quoteId: string | null;
      status: string;
      number: number;
      amountCents: number;
      cycleStartDate: string | null;
      cycleEndDate: string | null;
      createdAt: string;
      job: {
        __typename: 'InvoiceJob';
        id: string;
        number: string;
        name: string;
        quoteId: string | null;
        quotedCostCents: number | null;
      } | null;
    }>;
  };
};

export type InvoicingReadyJobsQueryVariables = Exact<{
  filters?: UndatedJobFilters | null | undefined;
}>;

export type InvoicingReadyJobsQuery = {
  jobsWithoutDates: Array<{
    __typename: 'ComplexJob';
    id: string;
    number: string;
    name: string;
    quoteId: string | null;
    quotedCostCents: number | null;
    startDate: string | null;
    endDate: string | null;
  }>;
};

export type InvoiceJobQueryVariables = Exact<{
  id: string;
}>;

export type InvoiceJobQuery = {
  job: {
    __typename: 'Job';
    id: string;
    number: string;
    name: string;
    startDate: string | null;
    endDate: string | null;
    quoteId: string | null;
    quotedCostCents: number | null;
    invoicedCents: number | null;
    overQuoteCents: number | null;
    isReadyForInvoice: boolean;
    salesPerson: Array<string>;
    crewMembers: Array<{ __typename: 'JobCrewMember'; id: string; firstName: string; lastName: string }>;
    equipment: Array<{
      __typename: 'JobEquipment';
      id: string;
      name: string;
      type: string | null;
      category: string | null;
      imageUrl: string | null;
    }>;
    branch: { __typename: 'JobBranch'; id: string; name: string } | null;
  };
};

export type InvoiceSubmissionFormQueryVariables = Exact<{
  id: string;
}>;

export type InvoiceSubmissionFormQuery = {
  formSubmission: { __typename: 'FormSubmission'; id: string; formId: string };
};

export type InvoiceQuoteQueryVariables = Exact<{
  id: string;
}>;

export type InvoiceQuoteQuery = {
  formSubmission: {
    __typename: 'FormSubmission';
    id: string;
    formId: string;
    number: number;
    status: string;
    totalCents: number | null;
    localDateTime: string;
    userName: string;
    fields: unknown;
  };
};

export type InvoiceTimecardsQueryVariables = Exact<{
  filters: InvoiceTimecardFilters;
  nextPageKey?: string | null | undefined;
}>;

export type InvoiceTimecardsQuery = {
  formSubmissionsForInvoice: {
    __typename: 'InvoiceTimecardPage';
    nextPageKey: string | null;
    hasNextPage: boolean;
    totalCount: number;
    items: Array<{
      __typename: 'InvoiceTimecard';
      id: string;
      number: number;
      formId: string;
      localDateTime: string;
      totalHours: number | null;
      users: Array<{ __typename: 'InvoiceTimecardUser'; userId: string | null; userName: string | null }>;
    }>;
  };
};

export type JobBillingInvoicesQueryVariables = Exact<{
  complexJobId: string;
}>;

export type JobBillingInvoicesQuery = {
  complexInvoices: Array<{
    __typename: 'Invoice';
    id: string;
    formSubmissionId: string;
    jobId: string;
    quoteId: string | null;
    status: string;
    number: number;
    amountCents: number;
    cycleStartDate: string | null;
    cycleEndDate: string | null;
    createdAt: string;
    job: {
      __typename: 'InvoiceJob';
      id: string;
      number: string;
      name: string;
      quoteId: string | null;
      quotedCostCents: number | null;
    } | null;
  }>;
};

export type CreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;

export type CreateInvoiceMutation = {
  createInvoice: {
    __typename: 'InvoicePayload';
    code: number;
    success: boolean;
    message: string;
    formSubmission: { __typename: 'FormSubmission'; id: string } | null;
  };
};

export type UpdateInvoiceMutationVariables = Exact<{
  input: UpdateInvoiceInput;
}>;

export type UpdateInvoiceMutation = {
  updateInvoice: {
    __typename: 'InvoicePayload';
    code: number;
    success: boolean;
    message: string;
    formSubmission: { __typename: 'FormSubmission'; id: string; status: string } | null;
  };
};

export type OverbookedAssetFieldsFragment = {
  __typename: 'OverbookedAsset';
  complexJobId: string;
  assetId: string;
  assetName: string;
  conflictingJobId: string;
  conflictingJobName: string;
};

export type JobColorsQueryVariables = Exact<{ [key: string]: never }>;

export type JobColorsQuery = {
  colors: Array<{ __typename: 'Color'; id: string; accountId: string; name: string; code: string }>;
};

export type JobTaskFieldsFragment = {
  __typename: 'ComplexTask';
  id: string;
  name: string;
  taskType: string;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  timezone: string | null;
  userIds: Array<string>;
  assetIds: Array<string>;
  notes: string;
};

export type ComplexJobFormQueryVariables = Exact<{
  id: string;
}>;

export type ComplexJobFormQuery = {
  complexJob: {
    __typename: 'ComplexJob';
    id: string;
    number: string;
    name: string;
    status: string;
    startDate: string | null;
    endDate: string | null;
    branchIds: Array<string>;
    divisionIds: Array<string>;
    notes: string;
    projectOwner: Array<string>;
    salesPerson: Array<string>;
    quotedCostCents: number | null;
    quoteId: string | null;
    billingFrequency: string;
    timezone: string | null;
    location: { __typename: 'JobLocation'; name: string; formattedAddress: string; lat: number; lng: number } | null;
    customer: {
      __typename: 'JobCustomer';
      name: string | null;
      email: string | null;
      phone: string | null;
      contactName: string | null;
      siteContact: string | null;
      siteContactPhone: string | null;
    };
    color: { __typename: 'Color'; id: string; accountId: string; name: string; code: string };
    tasks: Array<{
      __typename: 'ComplexTask';
      id: string;
      name: string;
      taskType: string;
      startDate: string | null;
      endDate: string | null;
      startTime: string | null;
      endTime: string | null;
      timezone: string | null;
      userIds: Array<string>;
      assetIds: Array<string>;
      notes: string;
    }>;
  };
};

export type CreateJobMutationVariables = Exact<{
  input: JobInput;
}>;

export type CreateJobMutation = {
  createJob: {
    __typename: 'JobPayload';
    code: number;
    success: boolean;
    message: string;
    job: { __typename: 'Job'; id: string } | null;
    conflicts: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type UpdateJobMutationVariables = Exact<{
  input: UpdateJobInput;
}>;

export type UpdateJobMutation = {
  updateJob: {
    __typename: 'JobPayload';
    code: number;
    success: boolean;
    message: string;
    job: { __typename: 'Job'; id: string } | null;
    conflicts: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type CreateComplexJobMutationVariables = Exact<{
  input: CreateComplexJobInput;
}>;

export type CreateComplexJobMutation = {
  createComplexJob: {
    __typename: 'ComplexJobPayload';
    code: number;
    success: boolean;
    message: string;
    job: { __typename: 'ComplexJob'; id: string } | null;
    conflicts: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type UpdateComplexJobMutationVariables = Exact<{
  input: UpdateComplexJobInput;
}>;

export type UpdateComplexJobMutation = {
  updateComplexJob: {
    __typename: 'ComplexJobPayload';
    code: number;
    success: boolean;
    message: string;
    job: { __typename: 'ComplexJob'; id: string } | null;
  };
};

export type UpdateComplexTaskMutationVariables = Exact<{
  input: UpdateComplexTaskInput;
}>;

export type UpdateComplexTaskMutation = {
  updateComplexTask: {
    __typename: 'ComplexTaskPayload';
    code: number;
    success: boolean;
    message: string;
    task: { __typename: 'ComplexTask'; id: string } | null;
    conflicts: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type AddComplexTaskMutationVariables = Exact<{
  input: AddComplexTaskInput;
}>;

export type AddComplexTaskMutation = {
  addComplexTask: {
    __typename: 'ComplexTaskPayload';
    code: number;
    success: boolean;
    message: string;
    task: { __typename: 'ComplexTask'; id: string } | null;
    conflicts: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type DeleteComplexTaskMutationVariables = Exact<{
  id: string;
}>;

export type DeleteComplexTaskMutation = {
  deleteComplexTask: { __typename: 'DeleteComplexTaskPayload'; code: number; success: boolean; message: string };
};

export type DeleteComplexJobMutationVariables = Exact<{
  id: string;
}>;

export type DeleteComplexJobMutation = {
  deleteComplexJob: { __typename: 'DeleteComplexJobPayload'; code: number; success: boolean; message: string };
};

export type ScheduledAssetsForJobQueryVariables = Exact<{
  complexJobId: string;
  after: string;
  before: string;
}>;

export type ScheduledAssetsForJobQuery = {
  scheduledAssetsForJob: {
    __typename: 'JobAssetSchedule';
    scheduledAssets: Array<{
      __typename: 'ScheduledAsset';
      asset: {
        __typename: 'SchedulingAsset';
        id: string;
        name: string;
        type: string | null;
        category: string | null;
        latitude: number | null;
        longitude: number | null;
        imageUrl: string | null;
        lastSeen: string | null;
      };
    }>;
    overbookedAssets: Array<{
      __typename: 'OverbookedAsset';
      complexJobId: string;
      assetId: string;
      assetName: string;
      conflictingJobId: string;
      conflictingJobName: string;
    }>;
  };
};

export type LinkQuoteToSimpleJobMutationVariables = Exact<{
  input: UpdateJobInput;
}>;

export type LinkQuoteToSimpleJobMutation = {
  updateJob: { __typename: 'JobPayload'; code: number; success: boolean; message: string };
};

export type PriceBookItemFieldsFragment = {
  __typename: 'PriceBookItem';
  id: string;
  name: string;
  description: string;
  rate: number | null;
  unit: string;
  category: string;
  divisionIds: Array<string>;
  branchIds: Array<string>;
};

export type PriceBookItemsQueryVariables = Exact<{
  filters?: PriceBookFilters | null | undefined;
}>;

export type PriceBookItemsQuery = {
  priceBookItems: Array<{
    __typename: 'PriceBookItem';
    id: string;
    name: string;
    description: string;
    rate: number | null;
    unit: string;
    category: string;
    divisionIds: Array<string>;
    branchIds: Array<string>;
  }>;
};

export type CreatePriceBookItemMutationVariables = Exact<{
  input: CreatePriceBookItemInput;
}>;

export type CreatePriceBookItemMutation = {
  createPriceBookItem: {
    __typename: 'PriceBookItemPayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type UpdatePriceBookItemMutationVariables = Exact<{
  input: UpdatePriceBookItemInput;
}>;

export type UpdatePriceBookItemMutation = {
  updatePriceBookItem: {
    __typename: 'PriceBookItemPayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type DeletePriceBookItemMutationVariables = Exact<{
  id: string;
}>;

export type DeletePriceBookItemMutation = {
  deletePriceBookItem: {
    __typename: 'DeletePriceBookItemPayload';
    code: number;
    success: boolean;
    message: string;
    id: string | null;
  };
};

export type CalendarJobFieldsFragment = {
  __typename: 'ComplexJob';
  id: string;
  number: string;
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  color: { __typename: 'Color'; code: string };
};

export type ScheduleComplexJobsQueryVariables = Exact<{
  branchIds: Array<string>;
  divisionIds: Array<string>;
  startDate: string;
  endDate: string;
  nextPageKey?: string | null | undefined;
  limit: number;
}>;

export type ScheduleComplexJobsQuery = {
  complexJobs: {
    __typename: 'ComplexJobPage';
    items: Array<{
      __typename: 'ComplexJob';
      id: string;
      number: string;
      name: string;
      status: string;
      startDate: string | null;
      endDate: string | null;
      tasks: Array<{
        __typename: 'ComplexTask';
        id: string;
        name: string;
        startDate: string | null;
        endDate: string | null;
      }>;
      color: { __typename: 'Color'; code: string };
    }>;
    pageInfo: { __typename: 'PageInfo'; nextPageKey: string | null; hasNextPage: boolean };
  };
};

export const FormTemplateSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasDynamicDocument' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormTemplateSummaryFieldsFragment, unknown>;
export const FormTemplateDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredServices' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'flagForReview' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alerts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subForms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layouts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logicRules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renderEngineVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parameters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCsvConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasDynamicDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNotificationConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPdfConfig' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormTemplateDetailFieldsFragment, unknown>;
export const FormTemplateNotificationConfigFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'formTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emails' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormTemplateNotificationConfigFieldsFragment, unknown>;
export const FormTemplateNotificationConfigResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'formTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emails' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormTemplateNotificationConfigResultFieldsFragment, unknown>;
export const FormPdfConfigResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormPdfConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormPDFConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormPdfConfigResultFieldsFragment, unknown>;
export const InvoiceRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formSubmissionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceRowFieldsFragment, unknown>;
export const OverbookedAssetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverbookedAssetFieldsFragment, unknown>;
export const JobTaskFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTaskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ComplexTask' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taskType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobTaskFieldsFragment, unknown>;
export const PriceBookItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceBookItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceBookItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchIds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceBookItemFieldsFragment, unknown>;
export const CalendarJobFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ComplexJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'color' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarJobFieldsFragment, unknown>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AssetAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssetAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AvailableAssetScheduleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAvailableAssetSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'availability' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'attachments' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'primary' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'formattedAddress' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastSeen' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'jobs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'complexJobs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nextPageKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssetAvailabilityQuery, AssetAvailabilityQueryVariables>;
export const DispatchComplexJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DispatchComplexJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'complexJobs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'branchIds' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'branchIds' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'startDate' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'endDate' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'pageInfo' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'nextPageKey' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
                          },
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'limit' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarJobFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'customer' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'location' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'formattedAddress' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tasks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'assetIds' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userIds' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'nextPageKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ComplexJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'color' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DispatchComplexJobsQuery, DispatchComplexJobsQueryVariables>;
export const DispatchScheduledAssetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DispatchScheduledAssets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'jobInputs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScheduledAssetsForJobInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduledAssetsForJobs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'jobInputs' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'jobInputs' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scheduledAssets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'asset' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overbookedAssets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DispatchScheduledAssetsQuery, DispatchScheduledAssetsQueryVariables>;
export const DispatchUpdateTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DispatchUpdateTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateComplexTaskInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateComplexTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'task' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetIds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userIds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DispatchUpdateTaskMutation, DispatchUpdateTaskMutationVariables>;
export const FormSubmissionSendHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FormSubmissionSendHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formSubmissionSendHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sends' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sentByName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'delivery' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answeredBy' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answeredFrom' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormSubmissionSendHistoryQuery, FormSubmissionSendHistoryQueryVariables>;
export const SendFormSubmissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendFormSubmission' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SendFormSubmissionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendFormSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendFormSubmissionMutation, SendFormSubmissionMutationVariables>;
export const CreateFormSubmissionLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateFormSubmissionLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFormSubmissionLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateFormSubmissionLinkMutation, CreateFormSubmissionLinkMutationVariables>;
export const RevokeFormSubmissionLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeFormSubmissionLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeFormSubmissionLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeFormSubmissionLinkMutation, RevokeFormSubmissionLinkMutationVariables>;
export const SubmissionPdfStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SubmissionPdfState' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdfError' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmissionPdfStateQuery, SubmissionPdfStateQueryVariables>;
export const RetryFormSubmissionPdfDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RetryFormSubmissionPdf' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retryFormSubmissionPdf' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetryFormSubmissionPdfMutation, RetryFormSubmissionPdfMutationVariables>;
export const DeleteDocumentSubmissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteDocumentSubmission' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteFormSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteDocumentSubmissionMutation, DeleteDocumentSubmissionMutationVariables>;
export const DocumentsQuickLinkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DocumentsQuickLinkOrder' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formTemplateHomePage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quickLinks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DocumentsQuickLinkOrderQuery, DocumentsQuickLinkOrderQueryVariables>;
export const AdminFormTemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminFormTemplates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formTemplates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateSummaryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasDynamicDocument' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminFormTemplatesQuery, AdminFormTemplatesQueryVariables>;
export const AdminFormTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminFormTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateDetailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredServices' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'flagForReview' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alerts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subForms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layouts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logicRules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renderEngineVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parameters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCsvConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasDynamicDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNotificationConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPdfConfig' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminFormTemplateQuery, AdminFormTemplateQueryVariables>;
export const CreateFormTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateFormTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateFormTemplateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFormTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateFormTemplateMutation, CreateFormTemplateMutationVariables>;
export const UpdateFormTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFormTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateFormTemplateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFormTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'formTemplate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateDetailFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredServices' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formType' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'flagForReview' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alerts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subForms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layouts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logicRules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renderEngineVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parameters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCsvConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasDynamicDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNotificationConfig' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPdfConfig' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateFormTemplateMutation, UpdateFormTemplateMutationVariables>;
export const DeleteFormTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteFormTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteFormTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteFormTemplateMutation, DeleteFormTemplateMutationVariables>;
export const AdminFormNotificationConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminFormNotificationConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'formTemplateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formTemplateNotificationConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'formTemplateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'formTemplateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'formTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emails' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminFormNotificationConfigQuery, AdminFormNotificationConfigQueryVariables>;
export const CreateFormTemplateNotificationConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateFormTemplateNotificationConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfigInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFormTemplateNotificationConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'formTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emails' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateFormTemplateNotificationConfigMutation,
  CreateFormTemplateNotificationConfigMutationVariables
>;
export const UpdateFormTemplateNotificationConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFormTemplateNotificationConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfigInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFormTemplateNotificationConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'formTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emails' } },
          { kind: 'Field', name: { kind: 'Name', value: 'templateId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormTemplateNotificationConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateNotificationConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormTemplateNotificationConfigFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateFormTemplateNotificationConfigMutation,
  UpdateFormTemplateNotificationConfigMutationVariables
>;
export const AdminFormPdfConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminFormPdfConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'formId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formPDFConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'formId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'formId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hbsTemplate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cssTemplate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminFormPdfConfigQuery, AdminFormPdfConfigQueryVariables>;
export const CreateFormPdfConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateFormPdfConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormPDFConfigInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFormPDFConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormPdfConfigResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormPdfConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormPDFConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateFormPdfConfigMutation, CreateFormPdfConfigMutationVariables>;
export const UpdateFormPdfConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateFormPdfConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormPDFConfigInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFormPDFConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormPdfConfigResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormPdfConfigResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormPDFConfigPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateFormPdfConfigMutation, UpdateFormPdfConfigMutationVariables>;
export const FormManagerHomePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FormManagerHomePage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formTemplateHomePage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quickLinks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formTypeSlug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ordinal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'formType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ordinal' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormManagerHomePageQuery, FormManagerHomePageQueryVariables>;
export const BatchOperationsFormTemplateQuickLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BatchOperationsFormTemplateQuickLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'operations' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'FormTemplateQuickLinkOperationInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchOperationsFormTemplateQuickLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'operations' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'operations' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  BatchOperationsFormTemplateQuickLinkMutation,
  BatchOperationsFormTemplateQuickLinkMutationVariables
>;
export const InvoicingOverviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoicingOverview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceOverview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'readyToInvoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readyToApprove' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readyToSend' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoicingOverviewQuery, InvoicingOverviewQueryVariables>;
export const InvoicingInvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoicingInvoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextPageKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formSubmissionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoicingInvoicesQuery, InvoicingInvoicesQueryVariables>;
export const InvoicingReadyJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoicingReadyJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UndatedJobFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobsWithoutDates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoicingReadyJobsQuery, InvoicingReadyJobsQueryVariables>;
export const InvoiceJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoicedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'overQuoteCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isReadyForInvoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salesPerson' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crewMembers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'branch' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceJobQuery, InvoiceJobQueryVariables>;
export const InvoiceSubmissionFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceSubmissionForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceSubmissionFormQuery, InvoiceSubmissionFormQueryVariables>;
export const InvoiceQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceQuote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'localDateTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceQuoteQuery, InvoiceQuoteQueryVariables>;
export const InvoiceTimecardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceTimecards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceTimecardFilters' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'formSubmissionsForInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nextPageKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'localDateTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'users' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextPageKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceTimecardsQuery, InvoiceTimecardsQueryVariables>;
export const JobBillingInvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobBillingInvoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'complexJobId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'complexInvoices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'complexJobId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'complexJobId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceRowFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formSubmissionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cycleEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobBillingInvoicesQuery, JobBillingInvoicesQueryVariables>;
export const CreateInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateInvoiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'formSubmission' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const UpdateInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateInvoiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'formSubmission' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const JobColorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobColors' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'colors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobColorsQuery, JobColorsQueryVariables>;
export const ComplexJobFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComplexJobForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'complexJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'branchIds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'location' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formattedAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contactName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'siteContact' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'siteContactPhone' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'projectOwner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salesPerson' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'color' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'quotedCostCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quoteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billingFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tasks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobTaskFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobTaskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ComplexTask' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taskType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComplexJobFormQuery, ComplexJobFormQueryVariables>;
export const CreateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JobInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateJobMutation, CreateJobMutationVariables>;
export const UpdateJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateJobInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateJobMutation, UpdateJobMutationVariables>;
export const CreateComplexJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateComplexJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateComplexJobInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createComplexJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateComplexJobMutation, CreateComplexJobMutationVariables>;
export const UpdateComplexJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateComplexJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateComplexJobInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateComplexJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateComplexJobMutation, UpdateComplexJobMutationVariables>;
export const UpdateComplexTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateComplexTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateComplexTaskInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateComplexTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'task' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateComplexTaskMutation, UpdateComplexTaskMutationVariables>;
export const AddComplexTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddComplexTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddComplexTaskInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addComplexTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'task' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddComplexTaskMutation, AddComplexTaskMutationVariables>;
export const DeleteComplexTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteComplexTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteComplexTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteComplexTaskMutation, DeleteComplexTaskMutationVariables>;
export const DeleteComplexJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteComplexJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteComplexJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteComplexJobMutation, DeleteComplexJobMutationVariables>;
export const ScheduledAssetsForJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScheduledAssetsForJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'complexJobId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduledAssetsForJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'complexJobId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'complexJobId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'before' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scheduledAssets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'asset' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastSeen' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overbookedAssets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverbookedAssetFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverbookedAssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverbookedAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'complexJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assetName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conflictingJobName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScheduledAssetsForJobQuery, ScheduledAssetsForJobQueryVariables>;
export const LinkQuoteToSimpleJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LinkQuoteToSimpleJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateJobInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateJob' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LinkQuoteToSimpleJobMutation, LinkQuoteToSimpleJobMutationVariables>;
export const PriceBookItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PriceBookItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceBookFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBookItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceBookItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceBookItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceBookItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'divisionIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'branchIds' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceBookItemsQuery, PriceBookItemsQueryVariables>;
export const CreatePriceBookItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePriceBookItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreatePriceBookItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPriceBookItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePriceBookItemMutation, CreatePriceBookItemMutationVariables>;
export const UpdatePriceBookItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePriceBookItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePriceBookItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePriceBookItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePriceBookItemMutation, UpdatePriceBookItemMutationVariables>;
export const DeletePriceBookItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePriceBookItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePriceBookItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePriceBookItemMutation, DeletePriceBookItemMutationVariables>;
export const ScheduleComplexJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScheduleComplexJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'branchIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'divisionIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'complexJobs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'branchIds' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'branchIds' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'divisionIds' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'divisionIds' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'startDate' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'endDate' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'pageInfo' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'nextPageKey' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'nextPageKey' } },
                          },
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'limit' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarJobFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tasks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'nextPageKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarJobFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ComplexJob' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'color' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScheduleComplexJobsQuery, ScheduleComplexJobsQueryVariables>;
