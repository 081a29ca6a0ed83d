import { useQuery } from '@tanstack/react-query';
import { addDays, parseISO } from 'date-fns';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { toIsoDate } from '../../ui/format';
import type { Option } from '../../ui/Select';
import { readAsDataUrl } from '../../ui/images/images';

/** A document of a job as `GET /api/job/{jobId}/documents` answers it (spec 2 §3). */
export type JobDocument = components['schemas']['JobDocumentModel'];

/** What the job documents page edits in place (spec 2 §4). */
export type JobDocumentChanges = Partial<Pick<JobDocument, 'name' | 'expiresAt' | 'isMobileViewable'>>;

/** Spec 2 §4/§9: edits are sent after this long without another, and the list reloads this long after an upload. */
export const EDIT_DEBOUNCE_MS = 1000;
export const LIST_REFRESH_MS = 1000;
/** The server's limit for a document (docs/jobs.md). */
export const MAX_JOB_DOCUMENT_BYTES = 10_000_000;
export const ACCEPTED_TYPES = 'application/*,image/*';

export const UPLOAD_FAILED = 'Failure uploading document. File size limit exceeded or network error occurred.';
export const SAVE_FAILED = 'Failed to save document to job.';

export function useJobDocuments(jobId: string) {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.jobDocuments(user.accountId, jobId),
    queryFn: () => api.get<JobDocument[]>(`/job/${jobId}/documents`),
  });
}

/** Spec 2 §2: the two visibility choices. */
export const VISIBILITY_OPTIONS: Option[] = [
  { id: 'web', value: 'Web Only' },
  { id: 'mobile', value: 'Web & Mobile' },
];
export const visibilityOption = (isMobileViewable: boolean): Option => VISIBILITY_OPTIONS[isMobileViewable ? 1 : 0];

/** Spec 2 §2/§9: an expiry on or before today is red, one within the next 7 days yellow; dates are yyyy-MM-dd. */
export function expiryColor(expiresAt: string | null, today: string): 'red' | 'yellow' | null {
  if (!expiresAt) return null;
  if (expiresAt <= today) return 'red';
  return expiresAt <= toIsoDate(addDays(parseISO(today), 7)) ? 'yellow' : null;
}

/** Which step of an upload failed: its toast text is the message. */
export class UploadStepError extends Error {
  override name = 'UploadStepError';
}

/**
 * Spec 2 §4: uploads the file, then registers it as a document of the job (active, no expiry, web only,
 * version 1.0). A failure of either step throws an UploadStepError with that step's toast text.
 */
export async function uploadJobDocument(jobId: string, file: File): Promise<JobDocument> {
  const mime = file.type || 'application/octet-stream';
  let url: string;
  try {
    if (file.size > MAX_JOB_DOCUMENT_BYTES) throw new Error('Too large');
    const data = await readAsDataUrl(file);
    url = (
      await api.post<components['schemas']['UploadedFile']>('/upload-document', { data, mime, jobId, name: file.name })
    ).Location;
  } catch {
    throw new UploadStepError(UPLOAD_FAILED);
  }
  try {
    return await api.post<JobDocument>(`/job/${jobId}/document`, {
      name: file.name,
      contentType: mime,
      url,
      thumbnailUrl: '',
      expiresAt: null,
      isMobileViewable: false,
      active: true,
      sizeBytes: file.size,
      version: '1.0',
    });
  } catch {
    throw new UploadStepError(SAVE_FAILED);
  }
}
