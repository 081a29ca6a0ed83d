import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { track } from '../../api/analytics';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { EditQueue } from './editQueue';
import {
  EDIT_DEBOUNCE_MS,
  LIST_REFRESH_MS,
  SAVE_FAILED,
  uploadJobDocument,
  UploadStepError,
  type JobDocumentChanges,
  type JobDocument,
} from './jobDocuments';

/** Upload, in-place edits and delete of a job's documents, with the toasts of spec 2 §8. */
export function useJobDocumentActions(jobId: string) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const key = queryKeys.jobDocuments(user.accountId, jobId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const patchCached = (id: string, changes: Partial<JobDocument>) =>
    queryClient.setQueryData<JobDocument[]>(key, (documents) =>
      documents?.map((document) => (document.id === id ? { ...document, ...changes } : document)),
    );

  // The page is keyed by job, so the queue's job and account never change.
  const [edits] = useState(
    () =>
      new EditQueue<JobDocumentChanges>(EDIT_DEBOUNCE_MS, async (id, changes, superseded) => {
        try {
          const saved = await api.patch<JobDocument>(`/job/${jobId}/document/${id}`, changes);
          // Newer changes still waiting win over what the server answers.
          if (!superseded()) patchCached(id, saved);
        } catch {
          showErrorToast('Failed to update document');
          await refresh();
        }
      }),
  );
  // Leaving the page sends what is waiting.
  useEffect(() => () => edits.flush(), [edits]);

  /** Shows the change at once and sends it once the user pauses. */
  const change = (document: JobDocument, changes: JobDocumentChanges) => {
    patchCached(document.id, changes);
    edits.add(document.id, changes);
  };

  const upload = useMutation({
    mutationFn: (file: File) => uploadJobDocument(jobId, file),
    onSuccess: () => {
      showSuccessToast('Document saved to job.');
      track('job document uploaded', { jobId });
      setTimeout(() => void refresh(), LIST_REFRESH_MS);
    },
    onError: (error) => {
      showErrorToast(error instanceof UploadStepError ? error.message : SAVE_FAILED);
      track('job document failed', { jobId });
    },
  });

  const remove = useMutation({
    mutationFn: (document: JobDocument) => {
      edits.cancel(document.id);
      return api.delete<null>(`/job/${jobId}/document/${document.id}`);
    },
    onSuccess: async (_answer, document) => {
      showSuccessToast('Document deleted.');
      track('job document deleted', { jobId, documentId: document.id });
      await refresh();
    },
    onError: () => showErrorToast('Failed to delete document.'),
  });

  return { change, upload, remove };
}
