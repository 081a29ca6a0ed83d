import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MutationResult } from '../../api/graphql';

/**
 * The jobs GraphQL documents and types shared by the job pages (docs/jobs.md, src/schema.graphql). Each page adds
 * what it needs; entries belong to the page named beside them, so change another page's entries only with it.
 */

// ---- Shared shapes ----

export interface JobColor {
  id: string;
  accountId: string;
  name: string;
  code: string;
}

export interface JobCustomerFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  contactName: string | null;
  siteContact: string | null;
  siteContactPhone: string | null;
}

export interface JobLocationFields {
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

/** An asset booked on another job in the same period (scheduling contract); the save still happened. */
export interface OverbookedAsset {
  complexJobId: string;
  assetId: string;
  assetName: string;
  conflictingJobId: string;
  conflictingJobName: string;
}

const OVERBOOKED_ASSET_FIELDS = gql`
  fragment OverbookedAssetFields on OverbookedAsset {
    complexJobId
    assetId
    assetName
    conflictingJobId
    conflictingJobName
  }
`;

export const JOB_COLORS: TypedDocumentNode<{ colors: JobColor[] }, Record<string, never>> = gql`
  query JobColors {
    colors {
      id
      accountId
      name
      code
    }
  }
`;

// ---- Job form (JobFormPage): create and edit ----

/** A simple job as the form reads it (`GET /api/job/{id}`). */
export interface SimpleJobRecord {
  id: string;
  number: string;
  name: string;
  /** Lower case. */
  status: string;
  startDate: string | null;
  endDate: string | null;
  branchId: string | null;
  divisionId: string | null;
  address: JobLocationFields | null;
  customer: JobCustomerFields;
  notes: string;
  projectOwner: string[];
  salesPerson: string[];
  color: JobColor;
  quotedCostCents: number | null;
  quoteId: string | null;
  billingFrequency: string;
  crew: string[];
  assets: string[];
}

/** The first task of a complex job: it carries the job's times, timezone, crew and assets. */
export interface FirstTaskFields {
  id: string;
  startTime: string | null;
  endTime: string | null;
  timezone: string | null;
  userIds: string[];
  assetIds: string[];
}

/** A complex job as the form reads it. */
export interface ComplexJobRecord {
  id: string;
  number: string;
  name: string;
  /** Upper case. */
  status: string;
  startDate: string | null;
  endDate: string | null;
  branchIds: string[];
  divisionIds: string[];
  location: JobLocationFields | null;
  customer: JobCustomerFields;
  notes: string;
  projectOwner: string[];
  salesPerson: string[];
  color: JobColor;
  quotedCostCents: number | null;
  quoteId: string | null;
  billingFrequency: string;
  timezone: string | null;
  tasks: FirstTaskFields[];
}

export const COMPLEX_JOB_FORM: TypedDocumentNode<{ complexJob: ComplexJobRecord }, { id: string }> = gql`
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
        id
        startTime
        endTime
        timezone
        userIds
        assetIds
      }
    }
  }
`;

/** A job mutation's answer: the saved job's id and the bookings its assets clash with. */
export type JobSavePayload = MutationResult & { job: { id: string } | null; conflicts?: OverbookedAsset[] | null };
export type TaskSavePayload = MutationResult & { task: { id: string } | null; conflicts?: OverbookedAsset[] | null };

/** What the job saves select: the outcome, the saved job's id and the bookings its assets clash with. */
const JOB_SAVE_ANSWER = `
  code
  success
  message
  job {
    id
  }
  conflicts {
    ...OverbookedAssetFields
  }
`;

export const CREATE_JOB: TypedDocumentNode<{ createJob: JobSavePayload }, { input: object }> = gql`
  mutation CreateJob($input: JobInput!) {
    createJob(input: $input) {
      ${JOB_SAVE_ANSWER}
    }
  }
  ${OVERBOOKED_ASSET_FIELDS}
`;

export const UPDATE_JOB: TypedDocumentNode<{ updateJob: JobSavePayload }, { input: object }> = gql`
  mutation UpdateJob($input: UpdateJobInput!) {
    updateJob(input: $input) {
      ${JOB_SAVE_ANSWER}
    }
  }
  ${OVERBOOKED_ASSET_FIELDS}
`;

export const CREATE_COMPLEX_JOB: TypedDocumentNode<{ createComplexJob: JobSavePayload }, { input: object }> = gql`
  mutation CreateComplexJob($input: CreateComplexJobInput!) {
    createComplexJob(input: $input) {
      ${JOB_SAVE_ANSWER}
    }
  }
  ${OVERBOOKED_ASSET_FIELDS}
`;

export const UPDATE_COMPLEX_JOB: TypedDocumentNode<{ updateComplexJob: JobSavePayload }, { input: object }> = gql`
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
`;

export const UPDATE_COMPLEX_TASK: TypedDocumentNode<{ updateComplexTask: TaskSavePayload }, { input: object }> = gql`
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
  ${OVERBOOKED_ASSET_FIELDS}
`;

export const DELETE_COMPLEX_JOB: TypedDocumentNode<{ deleteComplexJob: MutationResult }, { id: string }> = gql`
  mutation DeleteComplexJob($id: ID!) {
    deleteComplexJob(id: $id) {
      code
      success
      message
    }
  }
`;

// ---- Job dashboard (JobDashboardPage) ----

/** An asset as scheduling lists it (spec 2 §3). */
export interface SchedulingAsset {
  id: string;
  name: string;
  type: string | null;
  category: string | null;
  latitude: number | null;
  longitude: number | null;
  imageUrl: string | null;
  lastSeen: string | null;
}

export interface ScheduledAssetsForJob {
  scheduledAssets: { asset: SchedulingAsset }[];
  overbookedAssets: OverbookedAsset[];
}

/** The job's bookings in the period and the other jobs its assets are also booked on (scheduling contract). */
export const SCHEDULED_ASSETS_FOR_JOB: TypedDocumentNode<
  { scheduledAssetsForJob: ScheduledAssetsForJob },
  { complexJobId: string; after: string; before: string }
> = gql`
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
  ${OVERBOOKED_ASSET_FIELDS}
`;
