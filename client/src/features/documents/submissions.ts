import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendForBody } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import { api, authorizedFetch, type Page } from '../../api/rest';
import { useAccess } from '../../auth/access';
import type { AuditEntry } from './history';

/** A value of a submission (spec 3 §3): by template field id. */
export interface SubmissionField {
  id: string;
  value: unknown;
  type?: string | null;
  itemType?: string | null;
}

/** A form submission as the REST calls answer it (spec 3 §3 Form submission; docs/forms.md, Submissions). */
export interface Submission {
  id: string;
  formId: string;
  accountId: string;
  number: number;
  data: { status: string; number: number };
  status: string;
  submitDateTime: string;
  pdfFilePath: string | null;
  hasFile: boolean;
  userId: string;
  userName: string;
  version: string;
  createdAt: string;
  updatedAt: string;
  lastModifiedBy: string | null;
  /** The submitter's wall-clock time, `YYYY-MM-DDTHH:mm:ss`. */
  localDateTime: string;
  timezoneOffset: number | null;
  totalHours: number | null;
  totalCents: number | null;
  adminNotes: string | null;
  fields: SubmissionField[];
}

/** The body of `POST /api/forms/{formId}/submission/search` (spec 3 §7) less the page key. */
export interface SubmissionSearch {
  startDate?: string;
  endDate?: string;
  local?: boolean;
  status?: string[];
  userId?: string[];
  fullTextSearch?: { id?: string; value: string }[];
  exactMatch?: { id: string; value: unknown }[];
  hasData?: string[];
  orderField?: 'localDateTime' | 'number' | 'submitDateTime' | 'createdAt';
  order?: 'ASC' | 'DESC';
  limit?: number;
}

/**
 * Spec 3 §8: the texts the submission calls throw. The pages toast them (or the spec's toast for the action) with
 * the server's reason below.
 */
export const SUBMISSION_ERRORS = {
  create: 'Error creating Form Submission',
  fetch: 'Error fetching form submission.',
  edit: 'Error editing Form Submission',
  history: 'Error fetching edit form submission history',
  exportPdf: 'Error exporting PDF',
  /** Not in the spec: the CSV counterpart of "Error exporting PDF". */
  exportCsv: 'Error exporting CSV',
} as const;

/** A failed submission call: the spec's text as the message, the server's reason (when it gave one) beside it. */
export class SubmissionCallError extends Error {
  override name = 'SubmissionCallError';
  readonly reason?: string;
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.reason = cause instanceof ApiError ? cause.serverMessage : undefined;
  }
}

/** Runs a call; a failure becomes a SubmissionCallError with `message` (and the server's reason). */
async function failingWith<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SubmissionCallError(message, error);
  }
}

const formPath = (formId: string) => `/forms/${encodeURIComponent(formId)}`;

/** `POST /api/forms/{formId}/submission/search`, page by page through `nextPageKey` (infinite scroll). */
export function useSubmissionSearch(formId: string | undefined, search: SubmissionSearch) {
  const { user } = useAccess();
  return useInfiniteQuery({
    queryKey: queryKeys.formSubmissionSearch(user.accountId, formId ?? '', search),
    queryFn: ({ pageParam }) =>
      sendForBody<Page<Submission>>(
        'POST',
        `${formPath(formId!)}/submission/search`,
        pageParam ? { ...search, nextPageKey: pageParam } : search,
        authorizedFetch,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    enabled: !!formId,
    meta: { errorMessage: 'Error fetching form' },
  });
}

/** The query of `GET /api/forms/{formId}/submission/list` (spec 3 §7): a date range of the form's days. */
export interface SubmissionListQuery {
  startDate: string;
  endDate: string;
  /** Page size, 1–100 (the server's default 20). */
  limit?: number;
}

/**
 * `GET /api/forms/{formId}/submission/list` with `local=true`, page by page through `nextPageKey` (the quotes list
 * when server filters are off: it filters and sorts on the client).
 */
export function useSubmissionList(formId: string | undefined, list: SubmissionListQuery) {
  const { user } = useAccess();
  return useInfiniteQuery({
    queryKey: queryKeys.formSubmissionList(user.accountId, formId ?? '', list),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ startDate: list.startDate, endDate: list.endDate, local: 'true' });
      if (list.limit) query.set('limit', String(list.limit));
      if (pageParam) query.set('nextPageKey', pageParam);
      return api.getPage<Submission>(`${formPath(formId!)}/submission/list?${query.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextPageKey || undefined,
    enabled: !!formId,
    meta: { errorMessage: 'Error fetching form' },
  });
}

/** `GET /api/forms/{formId}/submission/{submissionId}`. */
export function useSubmission(formId: string, submissionId: string) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.formSubmission(user.accountId, formId, submissionId),
    queryFn: () =>
      failingWith(SUBMISSION_ERRORS.fetch, () =>
        api.get<Submission>(`${formPath(formId)}/submission/${encodeURIComponent(submissionId)}`),
      ),
    meta: { errorMessage: SUBMISSION_ERRORS.fetch },
  });
}

/** `GET /api/forms/{formSubmissionId}/audit/logs`: newest first. */
export function useAuditLog(submissionId: string) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.formSubmissionAudit(user.accountId, submissionId),
    queryFn: () =>
      failingWith(SUBMISSION_ERRORS.history, () => api.get<AuditEntry[]>(`${formPath(submissionId)}/audit/logs`)),
    // Spec 3 §8's toast for a history that cannot be read.
    meta: { errorMessage: 'Error Fetching Audit History.' },
  });
}

/** The body of `POST /api/form` (spec 3 §7). */
export interface NewSubmission {
  formId: string;
  fields: SubmissionField[];
  localDateTime: string;
  timezoneOffset?: number;
  version?: string;
}

/** `POST /api/form`: the new submission (its `id`). */
export function useCreateSubmission() {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSubmission) =>
      failingWith(SUBMISSION_ERRORS.create, () => api.post<Submission>('/form', body)),
    onSuccess: async (submission) => {
      queryClient.setQueryData(queryKeys.formSubmission(user.accountId, submission.formId, submission.id), submission);
      await queryClient.invalidateQueries({
        queryKey: queryKeys.formSubmissionSearches(user.accountId, submission.formId),
      });
    },
  });
}

/** The body of `PATCH /api/forms/{formId}/submission/{submissionId}` (spec 3 §7). */
export interface SubmissionEdit {
  fields?: SubmissionField[];
  localDateTime?: string;
  changeNotes?: string;
  data?: { status: string };
  adminNotes?: string | null;
}

/** `PATCH …/submission/{id}`: edits, status and admin notes; the record, its history and the lists are refreshed. */
export function useEditSubmission(formId: string, submissionId: string) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: SubmissionEdit) =>
      failingWith(SUBMISSION_ERRORS.edit, () =>
        api.patch<Submission>(`${formPath(formId)}/submission/${encodeURIComponent(submissionId)}`, edit),
      ),
    onSuccess: async (submission) => {
      queryClient.setQueryData(queryKeys.formSubmission(user.accountId, formId, submissionId), submission);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.formSubmissionAudit(user.accountId, submissionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.formSubmissionSearches(user.accountId, formId) }),
      ]);
    },
  });
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*`, else `filename`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? fallback;
}

async function fileOf(response: Response, fallbackName: string): Promise<DownloadedFile> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ConstructorParameters<typeof ApiError>[1];
    throw new ApiError(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), fallbackName),
  };
}

/** `GET /api/forms/{formSubmissionId}/download-link`: the submission's PDF (spec 3 §7). */
export function fetchSubmissionPdf(submissionId: string): Promise<DownloadedFile> {
  return failingWith(SUBMISSION_ERRORS.exportPdf, async () =>
    fileOf(await authorizedFetch(`/api${formPath(submissionId)}/download-link`), 'form.pdf'),
  );
}

/** What an export covers: chosen submissions, or every submission a search finds. */
export type ExportScope = { formSubmissionIds: string[] } | { filter: SubmissionSearch };

/**
 * `POST /api/forms/{formId}/submission/export` (docs/forms.md, Exports): the CSV (the form's CSV config) or one PDF
 * of the chosen submissions or of a search's.
 */
export function exportSubmissions(formId: string, fileType: 'CSV' | 'PDF', scope: ExportScope) {
  return failingWith(fileType === 'PDF' ? SUBMISSION_ERRORS.exportPdf : SUBMISSION_ERRORS.exportCsv, async () => {
    const response = await authorizedFetch(`/api${formPath(formId)}/submission/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileType, ...scope }),
    });
    return fileOf(response, fileType === 'PDF' ? 'forms.pdf' : 'forms.csv');
  });
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
