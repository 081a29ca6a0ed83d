/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query Me {\n    me {\n      id\n      firstName\n    }\n  }\n': typeof types.MeDocument;
  '\n  query AssetAvailability($input: AvailableAssetScheduleInput!) {\n    getAvailableAssetSchedule(input: $input) {\n      availability {\n        assetId\n        assetName\n        assetStatus\n        availability\n        attachments {\n          primary\n          url\n        }\n        address {\n          formattedAddress\n          lat\n          lng\n        }\n        lastSeen\n        jobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n        complexJobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        hasNextPage\n        nextPageKey\n        totalCount\n      }\n    }\n  }\n': typeof types.AssetAvailabilityDocument;
  '\n  query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        startDate: $day\n        endDate: $day\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        customer {\n          name\n        }\n        location {\n          name\n          formattedAddress\n        }\n        tasks {\n          id\n          name\n          startDate\n          endDate\n          assetIds\n          userIds\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n': typeof types.DispatchComplexJobsDocument;
  '\n  query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {\n    scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {\n      complexJobId\n      scheduledAssets {\n        asset {\n          id\n          name\n        }\n      }\n      overbookedAssets {\n        assetId\n        conflictingJobId\n        conflictingJobName\n      }\n    }\n  }\n': typeof types.DispatchScheduledAssetsDocument;
  '\n  mutation DispatchUpdateTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n        assetIds\n        userIds\n      }\n    }\n  }\n': typeof types.DispatchUpdateTaskDocument;
  '\n  query FormSubmissionSendHistory($id: ID!) {\n    formSubmissionSendHistory(id: $id) {\n      sends {\n        id\n        recipients\n        subject\n        sentByName\n        createdAt\n        delivery\n        deliveredAt\n        error\n      }\n      links {\n        id\n        createdAt\n        expiresAt\n        revokedAt\n        active\n        answer\n        answeredAt\n        answeredBy\n        answeredFrom\n        reason\n      }\n    }\n  }\n': typeof types.FormSubmissionSendHistoryDocument;
  '\n  mutation SendFormSubmission($input: SendFormSubmissionInput!) {\n    sendFormSubmission(input: $input) {\n      code\n      success\n      message\n      link\n      errors {\n        path\n        message\n      }\n    }\n  }\n': typeof types.SendFormSubmissionDocument;
  '\n  mutation CreateFormSubmissionLink($id: ID!) {\n    createFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n      link\n    }\n  }\n': typeof types.CreateFormSubmissionLinkDocument;
  '\n  mutation RevokeFormSubmissionLink($id: ID!) {\n    revokeFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n    }\n  }\n': typeof types.RevokeFormSubmissionLinkDocument;
  '\n  query SubmissionPdfState($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      pdfError\n    }\n  }\n': typeof types.SubmissionPdfStateDocument;
  '\n  mutation RetryFormSubmissionPdf($id: ID!) {\n    retryFormSubmissionPdf(id: $id) {\n      code\n      success\n      message\n    }\n  }\n': typeof types.RetryFormSubmissionPdfDocument;
  '\n  mutation DeleteDocumentSubmission($id: ID!) {\n    deleteFormSubmission(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.DeleteDocumentSubmissionDocument;
  '\n  query DocumentsQuickLinkOrder {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n      }\n    }\n  }\n': typeof types.DocumentsQuickLinkOrderDocument;
  '\n  fragment FormTemplateSummaryFields on FormTemplate {\n    id\n    name\n    title\n    formTypeSlug\n    divisionId\n    divisionIds\n    hasDynamicDocument\n  }\n': typeof types.FormTemplateSummaryFieldsFragmentDoc;
  '\n  fragment FormTemplateDetailFields on FormTemplate {\n    id\n    accountId\n    createdAt\n    updatedAt\n    divisionId\n    divisionIds\n    requiredServices\n    formTypeSlug\n    formType {\n      slug\n      displayName\n    }\n    flagForReview\n    formVersion\n    name\n    title\n    submitted\n    fields\n    alerts\n    subForms\n    layouts\n    logicRules\n    renderEngineVersion\n    templateVersion\n    parameters\n    description\n    hasCsvConfig\n    hasDynamicDocument\n    hasNotificationConfig\n    hasPdfConfig\n  }\n': typeof types.FormTemplateDetailFieldsFragmentDoc;
  '\n  query AdminFormTemplates($filters: FormTemplateFilters) {\n    formTemplates(filters: $filters) {\n      ...FormTemplateSummaryFields\n    }\n  }\n': typeof types.AdminFormTemplatesDocument;
  '\n  query AdminFormTemplate($id: ID!) {\n    formTemplate(id: $id) {\n      ...FormTemplateDetailFields\n    }\n  }\n': typeof types.AdminFormTemplateDocument;
  '\n  mutation CreateFormTemplate($input: CreateFormTemplateInput!) {\n    createFormTemplate(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.CreateFormTemplateDocument;
  '\n  mutation UpdateFormTemplate($id: ID!, $input: UpdateFormTemplateInput!) {\n    updateFormTemplate(id: $id, input: $input) {\n      code\n      success\n      message\n      errors {\n        path\n        message\n      }\n      formTemplate {\n        ...FormTemplateDetailFields\n      }\n    }\n  }\n': typeof types.UpdateFormTemplateDocument;
  '\n  mutation DeleteFormTemplate($id: ID!) {\n    deleteFormTemplate(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.DeleteFormTemplateDocument;
  '\n  fragment FormTemplateNotificationConfigFields on FormTemplateNotificationConfig {\n    formTemplateId\n    emails\n    templateId\n  }\n': typeof types.FormTemplateNotificationConfigFieldsFragmentDoc;
  '\n  fragment FormTemplateNotificationConfigResultFields on FormTemplateNotificationConfigPayload {\n    code\n    success\n    message\n    notificationConfig {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n': typeof types.FormTemplateNotificationConfigResultFieldsFragmentDoc;
  '\n  query AdminFormNotificationConfig($formTemplateId: ID!) {\n    formTemplateNotificationConfig(formTemplateId: $formTemplateId) {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n': typeof types.AdminFormNotificationConfigDocument;
  '\n  mutation CreateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    createFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n': typeof types.CreateFormTemplateNotificationConfigDocument;
  '\n  mutation UpdateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    updateFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n': typeof types.UpdateFormTemplateNotificationConfigDocument;
  '\n  query AdminFormPdfConfig($formId: ID!) {\n    formPDFConfig(formId: $formId) {\n      formId\n      hbsTemplate\n      cssTemplate\n      fields\n      updatedAt\n    }\n  }\n': typeof types.AdminFormPdfConfigDocument;
  '\n  fragment FormPdfConfigResultFields on FormPDFConfigPayload {\n    code\n    success\n    message\n    errors {\n      path\n      message\n    }\n  }\n': typeof types.FormPdfConfigResultFieldsFragmentDoc;
  '\n  mutation CreateFormPdfConfig($input: FormPDFConfigInput!) {\n    createFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n': typeof types.CreateFormPdfConfigDocument;
  '\n  mutation UpdateFormPdfConfig($input: FormPDFConfigInput!) {\n    updateFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n': typeof types.UpdateFormPdfConfigDocument;
  '\n  query FormManagerHomePage {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n        displayName\n        divisionIds\n        formTypeSlug\n        ordinal\n        formType {\n          slug\n          displayName\n          ordinal\n        }\n      }\n    }\n  }\n': typeof types.FormManagerHomePageDocument;
  '\n  mutation BatchOperationsFormTemplateQuickLink($operations: [FormTemplateQuickLinkOperationInput!]!) {\n    batchOperationsFormTemplateQuickLink(operations: $operations) {\n      code\n      success\n      message\n      accountId\n      errors {\n        path\n        message\n      }\n    }\n  }\n': typeof types.BatchOperationsFormTemplateQuickLinkDocument;
  '\n  fragment InvoiceRowFields on Invoice {\n    id\n    formSubmissionId\n    jobId\n    quoteId\n    status\n    number\n    amountCents\n    cycleStartDate\n    cycleEndDate\n    createdAt\n    job {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n    }\n  }\n': typeof types.InvoiceRowFieldsFragmentDoc;
  '\n  query InvoicingOverview($filters: InvoiceFilters) {\n    invoiceOverview(filters: $filters) {\n      readyToInvoice\n      readyToApprove\n      readyToSend\n    }\n  }\n': typeof types.InvoicingOverviewDocument;
  '\n  query InvoicingInvoices($filters: InvoiceFilters) {\n    invoices(filters: $filters) {\n      items {\n        ...InvoiceRowFields\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n': typeof types.InvoicingInvoicesDocument;
  '\n  query InvoicingReadyJobs($filters: UndatedJobFilters) {\n    jobsWithoutDates(filters: $filters) {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n      startDate\n      endDate\n    }\n  }\n': typeof types.InvoicingReadyJobsDocument;
  '\n  query InvoiceJob($id: ID!) {\n    job(id: $id) {\n      id\n      number\n      name\n      startDate\n      endDate\n      quoteId\n      quotedCostCents\n      invoicedCents\n      overQuoteCents\n      isReadyForInvoice\n      salesPerson\n      crewMembers {\n        id\n        firstName\n        lastName\n      }\n      equipment {\n        id\n        name\n        type\n        category\n        imageUrl\n      }\n      branch {\n        id\n        name\n      }\n    }\n  }\n': typeof types.InvoiceJobDocument;
  '\n  query InvoiceSubmissionForm($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n    }\n  }\n': typeof types.InvoiceSubmissionFormDocument;
  '\n  query InvoiceQuote($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n      number\n      status\n      totalCents\n      localDateTime\n      userName\n      fields\n    }\n  }\n': typeof types.InvoiceQuoteDocument;
  '\n  query InvoiceTimecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {\n    formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {\n      items {\n        id\n        number\n        formId\n        localDateTime\n        totalHours\n        users {\n          userId\n          userName\n        }\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n': typeof types.InvoiceTimecardsDocument;
  '\n  query JobBillingInvoices($complexJobId: ID!) {\n    complexInvoices(filters: { complexJobId: $complexJobId }) {\n      ...InvoiceRowFields\n    }\n  }\n': typeof types.JobBillingInvoicesDocument;
  '\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n      }\n    }\n  }\n': typeof types.CreateInvoiceDocument;
  '\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n        status\n      }\n    }\n  }\n': typeof types.UpdateInvoiceDocument;
  '\n  fragment OverbookedAssetFields on OverbookedAsset {\n    complexJobId\n    assetId\n    assetName\n    conflictingJobId\n    conflictingJobName\n  }\n': typeof types.OverbookedAssetFieldsFragmentDoc;
  '\n  query JobColors {\n    colors {\n      id\n      accountId\n      name\n      code\n    }\n  }\n': typeof types.JobColorsDocument;
  '\n  fragment JobTaskFields on ComplexTask {\n    id\n    name\n    taskType\n    startDate\n    endDate\n    startTime\n    endTime\n    timezone\n    userIds\n    assetIds\n    notes\n  }\n': typeof types.JobTaskFieldsFragmentDoc;
  '\n  query ComplexJobForm($id: ID!) {\n    complexJob(input: { id: $id }) {\n      id\n      number\n      name\n      status\n      startDate\n      endDate\n      branchIds\n      divisionIds\n      location {\n        name\n        formattedAddress\n        lat\n        lng\n      }\n      customer {\n        name\n        email\n        phone\n        contactName\n        siteContact\n        siteContactPhone\n      }\n      notes\n      projectOwner\n      salesPerson\n      color {\n        id\n        accountId\n        name\n        code\n      }\n      quotedCostCents\n      quoteId\n      billingFrequency\n      timezone\n      tasks {\n        ...JobTaskFields\n      }\n    }\n  }\n': typeof types.ComplexJobFormDocument;
  '\n  mutation CreateJob($input: JobInput!) {\n    createJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.CreateJobDocument;
  '\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.UpdateJobDocument;
  '\n  mutation CreateComplexJob($input: CreateComplexJobInput!) {\n    createComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.CreateComplexJobDocument;
  '\n  mutation UpdateComplexJob($input: UpdateComplexJobInput!) {\n    updateComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n    }\n  }\n': typeof types.UpdateComplexJobDocument;
  '\n  mutation UpdateComplexTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.UpdateComplexTaskDocument;
  '\n  mutation AddComplexTask($input: AddComplexTaskInput!) {\n    addComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.AddComplexTaskDocument;
  '\n  mutation DeleteComplexTask($id: ID!) {\n    deleteComplexTask(id: $id) {\n      code\n      success\n      message\n    }\n  }\n': typeof types.DeleteComplexTaskDocument;
  '\n  mutation DeleteComplexJob($id: ID!) {\n    deleteComplexJob(id: $id) {\n      code\n      success\n      message\n    }\n  }\n': typeof types.DeleteComplexJobDocument;
  '\n  query ScheduledAssetsForJob($complexJobId: ID!, $after: String!, $before: String!) {\n    scheduledAssetsForJob(input: { complexJobId: $complexJobId, after: $after, before: $before }) {\n      scheduledAssets {\n        asset {\n          id\n          name\n          type\n          category\n          latitude\n          longitude\n          imageUrl\n          lastSeen\n        }\n      }\n      overbookedAssets {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n': typeof types.ScheduledAssetsForJobDocument;
  '\n  mutation LinkQuoteToSimpleJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n    }\n  }\n': typeof types.LinkQuoteToSimpleJobDocument;
  '\n  fragment PriceBookItemFields on PriceBookItem {\n    id\n    name\n    description\n    rate\n    unit\n    category\n    divisionIds\n    branchIds\n  }\n': typeof types.PriceBookItemFieldsFragmentDoc;
  '\n  query PriceBookItems($filters: PriceBookFilters) {\n    priceBookItems(filters: $filters) {\n      ...PriceBookItemFields\n    }\n  }\n': typeof types.PriceBookItemsDocument;
  '\n  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {\n    createPriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.CreatePriceBookItemDocument;
  '\n  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {\n    updatePriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.UpdatePriceBookItemDocument;
  '\n  mutation DeletePriceBookItem($id: ID!) {\n    deletePriceBookItem(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n': typeof types.DeletePriceBookItemDocument;
  '\n  fragment CalendarJobFields on ComplexJob {\n    id\n    number\n    name\n    status\n    startDate\n    endDate\n    color {\n      code\n    }\n  }\n': typeof types.CalendarJobFieldsFragmentDoc;
  '\n  query ScheduleComplexJobs(\n    $branchIds: [ID!]!\n    $divisionIds: [ID!]!\n    $startDate: String!\n    $endDate: String!\n    $nextPageKey: String\n    $limit: Int!\n  ) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        divisionIds: $divisionIds\n        startDate: $startDate\n        endDate: $endDate\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        tasks {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n': typeof types.ScheduleComplexJobsDocument;
};
const documents: Documents = {
  '\n  query Me {\n    me {\n      id\n      firstName\n    }\n  }\n': types.MeDocument,
  '\n  query AssetAvailability($input: AvailableAssetScheduleInput!) {\n    getAvailableAssetSchedule(input: $input) {\n      availability {\n        assetId\n        assetName\n        assetStatus\n        availability\n        attachments {\n          primary\n          url\n        }\n        address {\n          formattedAddress\n          lat\n          lng\n        }\n        lastSeen\n        jobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n        complexJobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        hasNextPage\n        nextPageKey\n        totalCount\n      }\n    }\n  }\n':
    types.AssetAvailabilityDocument,
  '\n  query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        startDate: $day\n        endDate: $day\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        customer {\n          name\n        }\n        location {\n          name\n          formattedAddress\n        }\n        tasks {\n          id\n          name\n          startDate\n          endDate\n          assetIds\n          userIds\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n':
    types.DispatchComplexJobsDocument,
  '\n  query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {\n    scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {\n      complexJobId\n      scheduledAssets {\n        asset {\n          id\n          name\n        }\n      }\n      overbookedAssets {\n        assetId\n        conflictingJobId\n        conflictingJobName\n      }\n    }\n  }\n':
    types.DispatchScheduledAssetsDocument,
  '\n  mutation DispatchUpdateTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n        assetIds\n        userIds\n      }\n    }\n  }\n':
    types.DispatchUpdateTaskDocument,
  '\n  query FormSubmissionSendHistory($id: ID!) {\n    formSubmissionSendHistory(id: $id) {\n      sends {\n        id\n        recipients\n        subject\n        sentByName\n        createdAt\n        delivery\n        deliveredAt\n        error\n      }\n      links {\n        id\n        createdAt\n        expiresAt\n        revokedAt\n        active\n        answer\n        answeredAt\n        answeredBy\n        answeredFrom\n        reason\n      }\n    }\n  }\n':
    types.FormSubmissionSendHistoryDocument,
  '\n  mutation SendFormSubmission($input: SendFormSubmissionInput!) {\n    sendFormSubmission(input: $input) {\n      code\n      success\n      message\n      link\n      errors {\n        path\n        message\n      }\n    }\n  }\n':
    types.SendFormSubmissionDocument,
  '\n  mutation CreateFormSubmissionLink($id: ID!) {\n    createFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n      link\n    }\n  }\n':
    types.CreateFormSubmissionLinkDocument,
  '\n  mutation RevokeFormSubmissionLink($id: ID!) {\n    revokeFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n    }\n  }\n':
    types.RevokeFormSubmissionLinkDocument,
  '\n  query SubmissionPdfState($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      pdfError\n    }\n  }\n':
    types.SubmissionPdfStateDocument,
  '\n  mutation RetryFormSubmissionPdf($id: ID!) {\n    retryFormSubmissionPdf(id: $id) {\n      code\n      success\n      message\n    }\n  }\n':
    types.RetryFormSubmissionPdfDocument,
  '\n  mutation DeleteDocumentSubmission($id: ID!) {\n    deleteFormSubmission(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.DeleteDocumentSubmissionDocument,
  '\n  query DocumentsQuickLinkOrder {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n      }\n    }\n  }\n':
    types.DocumentsQuickLinkOrderDocument,
  '\n  fragment FormTemplateSummaryFields on FormTemplate {\n    id\n    name\n    title\n    formTypeSlug\n    divisionId\n    divisionIds\n    hasDynamicDocument\n  }\n':
    types.FormTemplateSummaryFieldsFragmentDoc,
  '\n  fragment FormTemplateDetailFields on FormTemplate {\n    id\n    accountId\n    createdAt\n    updatedAt\n    divisionId\n    divisionIds\n    requiredServices\n    formTypeSlug\n    formType {\n      slug\n      displayName\n    }\n    flagForReview\n    formVersion\n    name\n    title\n    submitted\n    fields\n    alerts\n    subForms\n    layouts\n    logicRules\n    renderEngineVersion\n    templateVersion\n    parameters\n    description\n    hasCsvConfig\n    hasDynamicDocument\n    hasNotificationConfig\n    hasPdfConfig\n  }\n':
    types.FormTemplateDetailFieldsFragmentDoc,
  '\n  query AdminFormTemplates($filters: FormTemplateFilters) {\n    formTemplates(filters: $filters) {\n      ...FormTemplateSummaryFields\n    }\n  }\n':
    types.AdminFormTemplatesDocument,
  '\n  query AdminFormTemplate($id: ID!) {\n    formTemplate(id: $id) {\n      ...FormTemplateDetailFields\n    }\n  }\n':
    types.AdminFormTemplateDocument,
  '\n  mutation CreateFormTemplate($input: CreateFormTemplateInput!) {\n    createFormTemplate(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.CreateFormTemplateDocument,
  '\n  mutation UpdateFormTemplate($id: ID!, $input: UpdateFormTemplateInput!) {\n    updateFormTemplate(id: $id, input: $input) {\n      code\n      success\n      message\n      errors {\n        path\n        message\n      }\n      formTemplate {\n        ...FormTemplateDetailFields\n      }\n    }\n  }\n':
    types.UpdateFormTemplateDocument,
  '\n  mutation DeleteFormTemplate($id: ID!) {\n    deleteFormTemplate(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.DeleteFormTemplateDocument,
  '\n  fragment FormTemplateNotificationConfigFields on FormTemplateNotificationConfig {\n    formTemplateId\n    emails\n    templateId\n  }\n':
    types.FormTemplateNotificationConfigFieldsFragmentDoc,
  '\n  fragment FormTemplateNotificationConfigResultFields on FormTemplateNotificationConfigPayload {\n    code\n    success\n    message\n    notificationConfig {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n':
    types.FormTemplateNotificationConfigResultFieldsFragmentDoc,
  '\n  query AdminFormNotificationConfig($formTemplateId: ID!) {\n    formTemplateNotificationConfig(formTemplateId: $formTemplateId) {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n':
    types.AdminFormNotificationConfigDocument,
  '\n  mutation CreateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    createFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n':
    types.CreateFormTemplateNotificationConfigDocument,
  '\n  mutation UpdateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    updateFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n':
    types.UpdateFormTemplateNotificationConfigDocument,
  '\n  query AdminFormPdfConfig($formId: ID!) {\n    formPDFConfig(formId: $formId) {\n      formId\n      hbsTemplate\n      cssTemplate\n      fields\n      updatedAt\n    }\n  }\n':
    types.AdminFormPdfConfigDocument,
  '\n  fragment FormPdfConfigResultFields on FormPDFConfigPayload {\n    code\n    success\n    message\n    errors {\n      path\n      message\n    }\n  }\n':
    types.FormPdfConfigResultFieldsFragmentDoc,
  '\n  mutation CreateFormPdfConfig($input: FormPDFConfigInput!) {\n    createFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n':
    types.CreateFormPdfConfigDocument,
  '\n  mutation UpdateFormPdfConfig($input: FormPDFConfigInput!) {\n    updateFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n':
    types.UpdateFormPdfConfigDocument,
  '\n  query FormManagerHomePage {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n        displayName\n        divisionIds\n        formTypeSlug\n        ordinal\n        formType {\n          slug\n          displayName\n          ordinal\n        }\n      }\n    }\n  }\n':
    types.FormManagerHomePageDocument,
  '\n  mutation BatchOperationsFormTemplateQuickLink($operations: [FormTemplateQuickLinkOperationInput!]!) {\n    batchOperationsFormTemplateQuickLink(operations: $operations) {\n      code\n      success\n      message\n      accountId\n      errors {\n        path\n        message\n      }\n    }\n  }\n':
    types.BatchOperationsFormTemplateQuickLinkDocument,
  '\n  fragment InvoiceRowFields on Invoice {\n    id\n    formSubmissionId\n    jobId\n    quoteId\n    status\n    number\n    amountCents\n    cycleStartDate\n    cycleEndDate\n    createdAt\n    job {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n    }\n  }\n':
    types.InvoiceRowFieldsFragmentDoc,
  '\n  query InvoicingOverview($filters: InvoiceFilters) {\n    invoiceOverview(filters: $filters) {\n      readyToInvoice\n      readyToApprove\n      readyToSend\n    }\n  }\n':
    types.InvoicingOverviewDocument,
  '\n  query InvoicingInvoices($filters: InvoiceFilters) {\n    invoices(filters: $filters) {\n      items {\n        ...InvoiceRowFields\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n':
    types.InvoicingInvoicesDocument,
  '\n  query InvoicingReadyJobs($filters: UndatedJobFilters) {\n    jobsWithoutDates(filters: $filters) {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n      startDate\n      endDate\n    }\n  }\n':
    types.InvoicingReadyJobsDocument,
  '\n  query InvoiceJob($id: ID!) {\n    job(id: $id) {\n      id\n      number\n      name\n      startDate\n      endDate\n      quoteId\n      quotedCostCents\n      invoicedCents\n      overQuoteCents\n      isReadyForInvoice\n      salesPerson\n      crewMembers {\n        id\n        firstName\n        lastName\n      }\n      equipment {\n        id\n        name\n        type\n        category\n        imageUrl\n      }\n      branch {\n        id\n        name\n      }\n    }\n  }\n':
    types.InvoiceJobDocument,
  '\n  query InvoiceSubmissionForm($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n    }\n  }\n':
    types.InvoiceSubmissionFormDocument,
  '\n  query InvoiceQuote($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n      number\n      status\n      totalCents\n      localDateTime\n      userName\n      fields\n    }\n  }\n':
    types.InvoiceQuoteDocument,
  '\n  query InvoiceTimecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {\n    formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {\n      items {\n        id\n        number\n        formId\n        localDateTime\n        totalHours\n        users {\n          userId\n          userName\n        }\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n':
    types.InvoiceTimecardsDocument,
  '\n  query JobBillingInvoices($complexJobId: ID!) {\n    complexInvoices(filters: { complexJobId: $complexJobId }) {\n      ...InvoiceRowFields\n    }\n  }\n':
    types.JobBillingInvoicesDocument,
  '\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n      }\n    }\n  }\n':
    types.CreateInvoiceDocument,
  '\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n        status\n      }\n    }\n  }\n':
    types.UpdateInvoiceDocument,
  '\n  fragment OverbookedAssetFields on OverbookedAsset {\n    complexJobId\n    assetId\n    assetName\n    conflictingJobId\n    conflictingJobName\n  }\n':
    types.OverbookedAssetFieldsFragmentDoc,
  '\n  query JobColors {\n    colors {\n      id\n      accountId\n      name\n      code\n    }\n  }\n':
    types.JobColorsDocument,
  '\n  fragment JobTaskFields on ComplexTask {\n    id\n    name\n    taskType\n    startDate\n    endDate\n    startTime\n    endTime\n    timezone\n    userIds\n    assetIds\n    notes\n  }\n':
    types.JobTaskFieldsFragmentDoc,
  '\n  query ComplexJobForm($id: ID!) {\n    complexJob(input: { id: $id }) {\n      id\n      number\n      name\n      status\n      startDate\n      endDate\n      branchIds\n      divisionIds\n      location {\n        name\n        formattedAddress\n        lat\n        lng\n      }\n      customer {\n        name\n        email\n        phone\n        contactName\n        siteContact\n        siteContactPhone\n      }\n      notes\n      projectOwner\n      salesPerson\n      color {\n        id\n        accountId\n        name\n        code\n      }\n      quotedCostCents\n      quoteId\n      billingFrequency\n      timezone\n      tasks {\n        ...JobTaskFields\n      }\n    }\n  }\n':
    types.ComplexJobFormDocument,
  '\n  mutation CreateJob($input: JobInput!) {\n    createJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.CreateJobDocument,
  '\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.UpdateJobDocument,
  '\n  mutation CreateComplexJob($input: CreateComplexJobInput!) {\n    createComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.CreateComplexJobDocument,
  '\n  mutation UpdateComplexJob($input: UpdateComplexJobInput!) {\n    updateComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n    }\n  }\n':
    types.UpdateComplexJobDocument,
  '\n  mutation UpdateComplexTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.UpdateComplexTaskDocument,
  '\n  mutation AddComplexTask($input: AddComplexTaskInput!) {\n    addComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.AddComplexTaskDocument,
  '\n  mutation DeleteComplexTask($id: ID!) {\n    deleteComplexTask(id: $id) {\n      code\n      success\n      message\n    }\n  }\n':
    types.DeleteComplexTaskDocument,
  '\n  mutation DeleteComplexJob($id: ID!) {\n    deleteComplexJob(id: $id) {\n      code\n      success\n      message\n    }\n  }\n':
    types.DeleteComplexJobDocument,
  '\n  query ScheduledAssetsForJob($complexJobId: ID!, $after: String!, $before: String!) {\n    scheduledAssetsForJob(input: { complexJobId: $complexJobId, after: $after, before: $before }) {\n      scheduledAssets {\n        asset {\n          id\n          name\n          type\n          category\n          latitude\n          longitude\n          imageUrl\n          lastSeen\n        }\n      }\n      overbookedAssets {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n':
    types.ScheduledAssetsForJobDocument,
  '\n  mutation LinkQuoteToSimpleJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n    }\n  }\n':
    types.LinkQuoteToSimpleJobDocument,
  '\n  fragment PriceBookItemFields on PriceBookItem {\n    id\n    name\n    description\n    rate\n    unit\n    category\n    divisionIds\n    branchIds\n  }\n':
    types.PriceBookItemFieldsFragmentDoc,
  '\n  query PriceBookItems($filters: PriceBookFilters) {\n    priceBookItems(filters: $filters) {\n      ...PriceBookItemFields\n    }\n  }\n':
    types.PriceBookItemsDocument,
  '\n  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {\n    createPriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.CreatePriceBookItemDocument,
  '\n  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {\n    updatePriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.UpdatePriceBookItemDocument,
  '\n  mutation DeletePriceBookItem($id: ID!) {\n    deletePriceBookItem(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n':
    types.DeletePriceBookItemDocument,
  '\n  fragment CalendarJobFields on ComplexJob {\n    id\n    number\n    name\n    status\n    startDate\n    endDate\n    color {\n      code\n    }\n  }\n':
    types.CalendarJobFieldsFragmentDoc,
  '\n  query ScheduleComplexJobs(\n    $branchIds: [ID!]!\n    $divisionIds: [ID!]!\n    $startDate: String!\n    $endDate: String!\n    $nextPageKey: String\n    $limit: Int!\n  ) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        divisionIds: $divisionIds\n        startDate: $startDate\n        endDate: $endDate\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        tasks {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n':
    types.ScheduleComplexJobsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      firstName\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      firstName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssetAvailability($input: AvailableAssetScheduleInput!) {\n    getAvailableAssetSchedule(input: $input) {\n      availability {\n        assetId\n        assetName\n        assetStatus\n        availability\n        attachments {\n          primary\n          url\n        }\n        address {\n          formattedAddress\n          lat\n          lng\n        }\n        lastSeen\n        jobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n        complexJobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        hasNextPage\n        nextPageKey\n        totalCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AssetAvailability($input: AvailableAssetScheduleInput!) {\n    getAvailableAssetSchedule(input: $input) {\n      availability {\n        assetId\n        assetName\n        assetStatus\n        availability\n        attachments {\n          primary\n          url\n        }\n        address {\n          formattedAddress\n          lat\n          lng\n        }\n        lastSeen\n        jobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n        complexJobs {\n          id\n          name\n          number\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        hasNextPage\n        nextPageKey\n        totalCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        startDate: $day\n        endDate: $day\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        customer {\n          name\n        }\n        location {\n          name\n          formattedAddress\n        }\n        tasks {\n          id\n          name\n          startDate\n          endDate\n          assetIds\n          userIds\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DispatchComplexJobs($branchIds: [ID!]!, $day: String!, $nextPageKey: String, $limit: Int!) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        startDate: $day\n        endDate: $day\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        customer {\n          name\n        }\n        location {\n          name\n          formattedAddress\n        }\n        tasks {\n          id\n          name\n          startDate\n          endDate\n          assetIds\n          userIds\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {\n    scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {\n      complexJobId\n      scheduledAssets {\n        asset {\n          id\n          name\n        }\n      }\n      overbookedAssets {\n        assetId\n        conflictingJobId\n        conflictingJobName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DispatchScheduledAssets($jobInputs: [ScheduledAssetsForJobInput!]!) {\n    scheduledAssetsForJobs(input: { jobInputs: $jobInputs }) {\n      complexJobId\n      scheduledAssets {\n        asset {\n          id\n          name\n        }\n      }\n      overbookedAssets {\n        assetId\n        conflictingJobId\n        conflictingJobName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DispatchUpdateTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n        assetIds\n        userIds\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DispatchUpdateTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n        assetIds\n        userIds\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormSubmissionSendHistory($id: ID!) {\n    formSubmissionSendHistory(id: $id) {\n      sends {\n        id\n        recipients\n        subject\n        sentByName\n        createdAt\n        delivery\n        deliveredAt\n        error\n      }\n      links {\n        id\n        createdAt\n        expiresAt\n        revokedAt\n        active\n        answer\n        answeredAt\n        answeredBy\n        answeredFrom\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FormSubmissionSendHistory($id: ID!) {\n    formSubmissionSendHistory(id: $id) {\n      sends {\n        id\n        recipients\n        subject\n        sentByName\n        createdAt\n        delivery\n        deliveredAt\n        error\n      }\n      links {\n        id\n        createdAt\n        expiresAt\n        revokedAt\n        active\n        answer\n        answeredAt\n        answeredBy\n        answeredFrom\n        reason\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendFormSubmission($input: SendFormSubmissionInput!) {\n    sendFormSubmission(input: $input) {\n      code\n      success\n      message\n      link\n      errors {\n        path\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SendFormSubmission($input: SendFormSubmissionInput!) {\n    sendFormSubmission(input: $input) {\n      code\n      success\n      message\n      link\n      errors {\n        path\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFormSubmissionLink($id: ID!) {\n    createFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n      link\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFormSubmissionLink($id: ID!) {\n    createFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n      link\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeFormSubmissionLink($id: ID!) {\n    revokeFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeFormSubmissionLink($id: ID!) {\n    revokeFormSubmissionLink(id: $id) {\n      code\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SubmissionPdfState($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      pdfError\n    }\n  }\n',
): (typeof documents)['\n  query SubmissionPdfState($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      pdfError\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetryFormSubmissionPdf($id: ID!) {\n    retryFormSubmissionPdf(id: $id) {\n      code\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation RetryFormSubmissionPdf($id: ID!) {\n    retryFormSubmissionPdf(id: $id) {\n      code\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDocumentSubmission($id: ID!) {\n    deleteFormSubmission(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteDocumentSubmission($id: ID!) {\n    deleteFormSubmission(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DocumentsQuickLinkOrder {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DocumentsQuickLinkOrder {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormTemplateSummaryFields on FormTemplate {\n    id\n    name\n    title\n    formTypeSlug\n    divisionId\n    divisionIds\n    hasDynamicDocument\n  }\n',
): (typeof documents)['\n  fragment FormTemplateSummaryFields on FormTemplate {\n    id\n    name\n    title\n    formTypeSlug\n    divisionId\n    divisionIds\n    hasDynamicDocument\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormTemplateDetailFields on FormTemplate {\n    id\n    accountId\n    createdAt\n    updatedAt\n    divisionId\n    divisionIds\n    requiredServices\n    formTypeSlug\n    formType {\n      slug\n      displayName\n    }\n    flagForReview\n    formVersion\n    name\n    title\n    submitted\n    fields\n    alerts\n    subForms\n    layouts\n    logicRules\n    renderEngineVersion\n    templateVersion\n    parameters\n    description\n    hasCsvConfig\n    hasDynamicDocument\n    hasNotificationConfig\n    hasPdfConfig\n  }\n',
): (typeof documents)['\n  fragment FormTemplateDetailFields on FormTemplate {\n    id\n    accountId\n    createdAt\n    updatedAt\n    divisionId\n    divisionIds\n    requiredServices\n    formTypeSlug\n    formType {\n      slug\n      displayName\n    }\n    flagForReview\n    formVersion\n    name\n    title\n    submitted\n    fields\n    alerts\n    subForms\n    layouts\n    logicRules\n    renderEngineVersion\n    templateVersion\n    parameters\n    description\n    hasCsvConfig\n    hasDynamicDocument\n    hasNotificationConfig\n    hasPdfConfig\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFormTemplates($filters: FormTemplateFilters) {\n    formTemplates(filters: $filters) {\n      ...FormTemplateSummaryFields\n    }\n  }\n',
): (typeof documents)['\n  query AdminFormTemplates($filters: FormTemplateFilters) {\n    formTemplates(filters: $filters) {\n      ...FormTemplateSummaryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFormTemplate($id: ID!) {\n    formTemplate(id: $id) {\n      ...FormTemplateDetailFields\n    }\n  }\n',
): (typeof documents)['\n  query AdminFormTemplate($id: ID!) {\n    formTemplate(id: $id) {\n      ...FormTemplateDetailFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFormTemplate($input: CreateFormTemplateInput!) {\n    createFormTemplate(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFormTemplate($input: CreateFormTemplateInput!) {\n    createFormTemplate(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFormTemplate($id: ID!, $input: UpdateFormTemplateInput!) {\n    updateFormTemplate(id: $id, input: $input) {\n      code\n      success\n      message\n      errors {\n        path\n        message\n      }\n      formTemplate {\n        ...FormTemplateDetailFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFormTemplate($id: ID!, $input: UpdateFormTemplateInput!) {\n    updateFormTemplate(id: $id, input: $input) {\n      code\n      success\n      message\n      errors {\n        path\n        message\n      }\n      formTemplate {\n        ...FormTemplateDetailFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteFormTemplate($id: ID!) {\n    deleteFormTemplate(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteFormTemplate($id: ID!) {\n    deleteFormTemplate(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormTemplateNotificationConfigFields on FormTemplateNotificationConfig {\n    formTemplateId\n    emails\n    templateId\n  }\n',
): (typeof documents)['\n  fragment FormTemplateNotificationConfigFields on FormTemplateNotificationConfig {\n    formTemplateId\n    emails\n    templateId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormTemplateNotificationConfigResultFields on FormTemplateNotificationConfigPayload {\n    code\n    success\n    message\n    notificationConfig {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n',
): (typeof documents)['\n  fragment FormTemplateNotificationConfigResultFields on FormTemplateNotificationConfigPayload {\n    code\n    success\n    message\n    notificationConfig {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFormNotificationConfig($formTemplateId: ID!) {\n    formTemplateNotificationConfig(formTemplateId: $formTemplateId) {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n',
): (typeof documents)['\n  query AdminFormNotificationConfig($formTemplateId: ID!) {\n    formTemplateNotificationConfig(formTemplateId: $formTemplateId) {\n      ...FormTemplateNotificationConfigFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    createFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    createFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    updateFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFormTemplateNotificationConfig($input: FormTemplateNotificationConfigInput!) {\n    updateFormTemplateNotificationConfig(input: $input) {\n      ...FormTemplateNotificationConfigResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFormPdfConfig($formId: ID!) {\n    formPDFConfig(formId: $formId) {\n      formId\n      hbsTemplate\n      cssTemplate\n      fields\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminFormPdfConfig($formId: ID!) {\n    formPDFConfig(formId: $formId) {\n      formId\n      hbsTemplate\n      cssTemplate\n      fields\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormPdfConfigResultFields on FormPDFConfigPayload {\n    code\n    success\n    message\n    errors {\n      path\n      message\n    }\n  }\n',
): (typeof documents)['\n  fragment FormPdfConfigResultFields on FormPDFConfigPayload {\n    code\n    success\n    message\n    errors {\n      path\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateFormPdfConfig($input: FormPDFConfigInput!) {\n    createFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateFormPdfConfig($input: FormPDFConfigInput!) {\n    createFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFormPdfConfig($input: FormPDFConfigInput!) {\n    updateFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFormPdfConfig($input: FormPDFConfigInput!) {\n    updateFormPDFConfig(input: $input) {\n      ...FormPdfConfigResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FormManagerHomePage {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n        displayName\n        divisionIds\n        formTypeSlug\n        ordinal\n        formType {\n          slug\n          displayName\n          ordinal\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FormManagerHomePage {\n    formTemplateHomePage {\n      accountId\n      quickLinks {\n        id\n        formId\n        displayName\n        divisionIds\n        formTypeSlug\n        ordinal\n        formType {\n          slug\n          displayName\n          ordinal\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BatchOperationsFormTemplateQuickLink($operations: [FormTemplateQuickLinkOperationInput!]!) {\n    batchOperationsFormTemplateQuickLink(operations: $operations) {\n      code\n      success\n      message\n      accountId\n      errors {\n        path\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation BatchOperationsFormTemplateQuickLink($operations: [FormTemplateQuickLinkOperationInput!]!) {\n    batchOperationsFormTemplateQuickLink(operations: $operations) {\n      code\n      success\n      message\n      accountId\n      errors {\n        path\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvoiceRowFields on Invoice {\n    id\n    formSubmissionId\n    jobId\n    quoteId\n    status\n    number\n    amountCents\n    cycleStartDate\n    cycleEndDate\n    createdAt\n    job {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n    }\n  }\n',
): (typeof documents)['\n  fragment InvoiceRowFields on Invoice {\n    id\n    formSubmissionId\n    jobId\n    quoteId\n    status\n    number\n    amountCents\n    cycleStartDate\n    cycleEndDate\n    createdAt\n    job {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoicingOverview($filters: InvoiceFilters) {\n    invoiceOverview(filters: $filters) {\n      readyToInvoice\n      readyToApprove\n      readyToSend\n    }\n  }\n',
): (typeof documents)['\n  query InvoicingOverview($filters: InvoiceFilters) {\n    invoiceOverview(filters: $filters) {\n      readyToInvoice\n      readyToApprove\n      readyToSend\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoicingInvoices($filters: InvoiceFilters) {\n    invoices(filters: $filters) {\n      items {\n        ...InvoiceRowFields\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query InvoicingInvoices($filters: InvoiceFilters) {\n    invoices(filters: $filters) {\n      items {\n        ...InvoiceRowFields\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoicingReadyJobs($filters: UndatedJobFilters) {\n    jobsWithoutDates(filters: $filters) {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n      startDate\n      endDate\n    }\n  }\n',
): (typeof documents)['\n  query InvoicingReadyJobs($filters: UndatedJobFilters) {\n    jobsWithoutDates(filters: $filters) {\n      id\n      number\n      name\n      quoteId\n      quotedCostCents\n      startDate\n      endDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceJob($id: ID!) {\n    job(id: $id) {\n      id\n      number\n      name\n      startDate\n      endDate\n      quoteId\n      quotedCostCents\n      invoicedCents\n      overQuoteCents\n      isReadyForInvoice\n      salesPerson\n      crewMembers {\n        id\n        firstName\n        lastName\n      }\n      equipment {\n        id\n        name\n        type\n        category\n        imageUrl\n      }\n      branch {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceJob($id: ID!) {\n    job(id: $id) {\n      id\n      number\n      name\n      startDate\n      endDate\n      quoteId\n      quotedCostCents\n      invoicedCents\n      overQuoteCents\n      isReadyForInvoice\n      salesPerson\n      crewMembers {\n        id\n        firstName\n        lastName\n      }\n      equipment {\n        id\n        name\n        type\n        category\n        imageUrl\n      }\n      branch {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceSubmissionForm($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceSubmissionForm($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceQuote($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n      number\n      status\n      totalCents\n      localDateTime\n      userName\n      fields\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceQuote($id: ID!) {\n    formSubmission(id: $id) {\n      id\n      formId\n      number\n      status\n      totalCents\n      localDateTime\n      userName\n      fields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceTimecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {\n    formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {\n      items {\n        id\n        number\n        formId\n        localDateTime\n        totalHours\n        users {\n          userId\n          userName\n        }\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceTimecards($filters: InvoiceTimecardFilters!, $nextPageKey: String) {\n    formSubmissionsForInvoice(filters: $filters, nextPageKey: $nextPageKey) {\n      items {\n        id\n        number\n        formId\n        localDateTime\n        totalHours\n        users {\n          userId\n          userName\n        }\n      }\n      nextPageKey\n      hasNextPage\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query JobBillingInvoices($complexJobId: ID!) {\n    complexInvoices(filters: { complexJobId: $complexJobId }) {\n      ...InvoiceRowFields\n    }\n  }\n',
): (typeof documents)['\n  query JobBillingInvoices($complexJobId: ID!) {\n    complexInvoices(filters: { complexJobId: $complexJobId }) {\n      ...InvoiceRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      code\n      success\n      message\n      formSubmission {\n        id\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OverbookedAssetFields on OverbookedAsset {\n    complexJobId\n    assetId\n    assetName\n    conflictingJobId\n    conflictingJobName\n  }\n',
): (typeof documents)['\n  fragment OverbookedAssetFields on OverbookedAsset {\n    complexJobId\n    assetId\n    assetName\n    conflictingJobId\n    conflictingJobName\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query JobColors {\n    colors {\n      id\n      accountId\n      name\n      code\n    }\n  }\n',
): (typeof documents)['\n  query JobColors {\n    colors {\n      id\n      accountId\n      name\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment JobTaskFields on ComplexTask {\n    id\n    name\n    taskType\n    startDate\n    endDate\n    startTime\n    endTime\n    timezone\n    userIds\n    assetIds\n    notes\n  }\n',
): (typeof documents)['\n  fragment JobTaskFields on ComplexTask {\n    id\n    name\n    taskType\n    startDate\n    endDate\n    startTime\n    endTime\n    timezone\n    userIds\n    assetIds\n    notes\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ComplexJobForm($id: ID!) {\n    complexJob(input: { id: $id }) {\n      id\n      number\n      name\n      status\n      startDate\n      endDate\n      branchIds\n      divisionIds\n      location {\n        name\n        formattedAddress\n        lat\n        lng\n      }\n      customer {\n        name\n        email\n        phone\n        contactName\n        siteContact\n        siteContactPhone\n      }\n      notes\n      projectOwner\n      salesPerson\n      color {\n        id\n        accountId\n        name\n        code\n      }\n      quotedCostCents\n      quoteId\n      billingFrequency\n      timezone\n      tasks {\n        ...JobTaskFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ComplexJobForm($id: ID!) {\n    complexJob(input: { id: $id }) {\n      id\n      number\n      name\n      status\n      startDate\n      endDate\n      branchIds\n      divisionIds\n      location {\n        name\n        formattedAddress\n        lat\n        lng\n      }\n      customer {\n        name\n        email\n        phone\n        contactName\n        siteContact\n        siteContactPhone\n      }\n      notes\n      projectOwner\n      salesPerson\n      color {\n        id\n        accountId\n        name\n        code\n      }\n      quotedCostCents\n      quoteId\n      billingFrequency\n      timezone\n      tasks {\n        ...JobTaskFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateJob($input: JobInput!) {\n    createJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateJob($input: JobInput!) {\n    createJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateComplexJob($input: CreateComplexJobInput!) {\n    createComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateComplexJob($input: CreateComplexJobInput!) {\n    createComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateComplexJob($input: UpdateComplexJobInput!) {\n    updateComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateComplexJob($input: UpdateComplexJobInput!) {\n    updateComplexJob(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateComplexTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateComplexTask($input: UpdateComplexTaskInput!) {\n    updateComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddComplexTask($input: AddComplexTaskInput!) {\n    addComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddComplexTask($input: AddComplexTaskInput!) {\n    addComplexTask(input: $input) {\n      code\n      success\n      message\n      task {\n        id\n      }\n      conflicts {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteComplexTask($id: ID!) {\n    deleteComplexTask(id: $id) {\n      code\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteComplexTask($id: ID!) {\n    deleteComplexTask(id: $id) {\n      code\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteComplexJob($id: ID!) {\n    deleteComplexJob(id: $id) {\n      code\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteComplexJob($id: ID!) {\n    deleteComplexJob(id: $id) {\n      code\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduledAssetsForJob($complexJobId: ID!, $after: String!, $before: String!) {\n    scheduledAssetsForJob(input: { complexJobId: $complexJobId, after: $after, before: $before }) {\n      scheduledAssets {\n        asset {\n          id\n          name\n          type\n          category\n          latitude\n          longitude\n          imageUrl\n          lastSeen\n        }\n      }\n      overbookedAssets {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ScheduledAssetsForJob($complexJobId: ID!, $after: String!, $before: String!) {\n    scheduledAssetsForJob(input: { complexJobId: $complexJobId, after: $after, before: $before }) {\n      scheduledAssets {\n        asset {\n          id\n          name\n          type\n          category\n          latitude\n          longitude\n          imageUrl\n          lastSeen\n        }\n      }\n      overbookedAssets {\n        ...OverbookedAssetFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LinkQuoteToSimpleJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation LinkQuoteToSimpleJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      code\n      success\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PriceBookItemFields on PriceBookItem {\n    id\n    name\n    description\n    rate\n    unit\n    category\n    divisionIds\n    branchIds\n  }\n',
): (typeof documents)['\n  fragment PriceBookItemFields on PriceBookItem {\n    id\n    name\n    description\n    rate\n    unit\n    category\n    divisionIds\n    branchIds\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PriceBookItems($filters: PriceBookFilters) {\n    priceBookItems(filters: $filters) {\n      ...PriceBookItemFields\n    }\n  }\n',
): (typeof documents)['\n  query PriceBookItems($filters: PriceBookFilters) {\n    priceBookItems(filters: $filters) {\n      ...PriceBookItemFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {\n    createPriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {\n    createPriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {\n    updatePriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {\n    updatePriceBookItem(input: $input) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePriceBookItem($id: ID!) {\n    deletePriceBookItem(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePriceBookItem($id: ID!) {\n    deletePriceBookItem(id: $id) {\n      code\n      success\n      message\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CalendarJobFields on ComplexJob {\n    id\n    number\n    name\n    status\n    startDate\n    endDate\n    color {\n      code\n    }\n  }\n',
): (typeof documents)['\n  fragment CalendarJobFields on ComplexJob {\n    id\n    number\n    name\n    status\n    startDate\n    endDate\n    color {\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduleComplexJobs(\n    $branchIds: [ID!]!\n    $divisionIds: [ID!]!\n    $startDate: String!\n    $endDate: String!\n    $nextPageKey: String\n    $limit: Int!\n  ) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        divisionIds: $divisionIds\n        startDate: $startDate\n        endDate: $endDate\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        tasks {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ScheduleComplexJobs(\n    $branchIds: [ID!]!\n    $divisionIds: [ID!]!\n    $startDate: String!\n    $endDate: String!\n    $nextPageKey: String\n    $limit: Int!\n  ) {\n    complexJobs(\n      filters: {\n        branchIds: $branchIds\n        divisionIds: $divisionIds\n        startDate: $startDate\n        endDate: $endDate\n        pageInfo: { nextPageKey: $nextPageKey, limit: $limit }\n      }\n    ) {\n      items {\n        ...CalendarJobFields\n        tasks {\n          id\n          name\n          startDate\n          endDate\n        }\n      }\n      pageInfo {\n        nextPageKey\n        hasNextPage\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
