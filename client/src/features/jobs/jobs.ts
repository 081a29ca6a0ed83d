import { graphql } from '../../api/gql';
import type { components } from '../../api/openapi';
import type {
  ComplexJobFormQuery,
  JobColorsQuery,
  JobTaskFieldsFragment,
  OverbookedAssetFieldsFragment,
  ScheduledAssetsForJobQuery,
} from '../../api/gql/graphql';

/**
 * The jobs GraphQL documents shared by the job pages (docs/jobs.md, src/schema.graphql), with the shapes the pages
 * read of them (generated from the documents). Each page adds what it needs; entries belong to the page named
 * beside them, so change another page's entries only with it.
 */

// ---- Shared shapes ----

/**
 * Spec 2 §1: the two job variants, a simple job (one record, read over REST) and a complex job (with tasks, over
 * GraphQL). The complexJobs flag selects which one the pages use.
 */
export type JobVariant = 'simple' | 'complex';

export type JobColor = JobColorsQuery['colors'][number];

/** A job's customer, as both variants and the REST job record carry it. */
export type JobCustomerFields = Omit<ComplexJobRecord['customer'], '__typename'>;

/** A job site, as both variants and the REST job record carry it. */
export type JobLocationFields = Omit<NonNullable<ComplexJobRecord['location']>, '__typename'>;

/** An asset booked on another job in the same period (scheduling contract); the save still happened. */
export type OverbookedAsset = OverbookedAssetFieldsFragment;

export const OVERBOOKED_ASSET_FIELDS = graphql(`
  fragment OverbookedAssetFields on OverbookedAsset {
    complexJobId
    assetId
    assetName
    conflictingJobId
    conflictingJobName
  }
`);

export const JOB_COLORS = graphql(`
  query JobColors {
    colors {
      id
      accountId
      name
      code
    }
  }
`);

// ---- Job form (JobFormPage): create and edit ----

/** A simple job as the form reads it (`GET /api/job/{id}`): the fields it reads of the generated REST answer. */
export type SimpleJobRecord = Pick<
  components['schemas']['JobAnswer'],
  | 'id'
  | 'number'
  | 'name'
  | 'status'
  | 'startDate'
  | 'endDate'
  | 'branchId'
  | 'divisionId'
  | 'address'
  | 'customer'
  | 'notes'
  | 'projectOwner'
  | 'salesPerson'
  | 'color'
  | 'quotedCostCents'
  | 'quoteId'
  | 'billingFrequency'
  | 'crew'
  | 'assets'
>;

/** A complex job as the form reads it. */
export type ComplexJobRecord = ComplexJobFormQuery['complexJob'];

/** The first task of a complex job: it carries the job's times, timezone, crew and assets. */
export type FirstTaskFields = ComplexJobRecord['tasks'][number];

/** A task as the job form and dashboard list and edit it (docs/jobs.md, Tasks). */
export type JobTask = JobTaskFieldsFragment;

export const JOB_TASK_FIELDS = graphql(`
  fragment JobTaskFields on ComplexTask {
    id
    name
    taskType
    startDate
    endDate
    startTime
    endTime
    timezone
    userIds
    assetIds
    notes
  }
`);

export const COMPLEX_JOB_FORM = graphql(`
  query ComplexJobForm($id: ID!) {
    complexJob(input: { id: $id }) {
      id
      number
      name
      status
      startDate
      endDate
      branchIds
      divisionIds
      location {
        name
        formattedAddress
        lat
        lng
      }
      customer {
        name
        email
        phone
        contactName
        siteContact
        siteContactPhone
      }
      notes
      projectOwner
      salesPerson
      color {
        id
        accountId
        name
        code
      }
      quotedCostCents
      quoteId
      billingFrequency
      timezone
      tasks {
        ...JobTaskFields
      }
    }
  }
`);

export const CREATE_JOB = graphql(`
  mutation CreateJob($input: JobInput!) {
    createJob(input: $input) {
      code
      success
      message
      job {
        id
      }
      conflicts {
        ...OverbookedAssetFields
      }
    }
  }
`);

export const UPDATE_JOB = graphql(`
  mutation UpdateJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      code
      success
      message
      job {
        id
      }
      conflicts {
        ...OverbookedAssetFields
      }
    }
  }
`);

export const CREATE_COMPLEX_JOB = graphql(`
  mutation CreateComplexJob($input: CreateComplexJobInput!) {
    createComplexJob(input: $input) {
      code
      success
      message
      job {
        id
      }
      conflicts {
        ...OverbookedAssetFields
      }
    }
  }
`);

export const UPDATE_COMPLEX_JOB = graphql(`
  mutation UpdateComplexJob($input: UpdateComplexJobInput!) {
    updateComplexJob(input: $input) {
      code
      success
      message
      job {
        id
      }
    }
  }
`);

export const UPDATE_COMPLEX_TASK = graphql(`
  mutation UpdateComplexTask($input: UpdateComplexTaskInput!) {
    updateComplexTask(input: $input) {
      code
      success
      message
      task {
        id
      }
      conflicts {
        ...OverbookedAssetFields
      }
    }
  }
`);

export const ADD_COMPLEX_TASK = graphql(`
  mutation AddComplexTask($input: AddComplexTaskInput!) {
    addComplexTask(input: $input) {
      code
      success
      message
      task {
        id
      }
      conflicts {
        ...OverbookedAssetFields
      }
    }
  }
`);

export const DELETE_COMPLEX_TASK = graphql(`
  mutation DeleteComplexTask($id: ID!) {
    deleteComplexTask(id: $id) {
      code
      success
      message
    }
  }
`);

export const DELETE_COMPLEX_JOB = graphql(`
  mutation DeleteComplexJob($id: ID!) {
    deleteComplexJob(id: $id) {
      code
      success
      message
    }
  }
`);

// ---- Job dashboard (JobDashboardPage) ----

/** An asset as scheduling lists it (spec 2 §3). */
export type SchedulingAsset = ScheduledAssetsForJobQuery['scheduledAssetsForJob']['scheduledAssets'][number]['asset'];

/** The job's bookings in the period and the other jobs its assets are also booked on (scheduling contract). */
export const SCHEDULED_ASSETS_FOR_JOB = graphql(`
  query ScheduledAssetsForJob($complexJobId: ID!, $after: String!, $before: String!) {
    scheduledAssetsForJob(input: { complexJobId: $complexJobId, after: $after, before: $before }) {
      scheduledAssets {
        asset {
          id
          name
          type
          category
          latitude
          longitude
          imageUrl
          lastSeen
        }
      }
      overbookedAssets {
        ...OverbookedAssetFields
      }
    }
  }
`);
