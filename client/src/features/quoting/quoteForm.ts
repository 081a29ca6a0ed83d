import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { showFailure, useEditSubmission } from '../documents';
import { useFormTemplates } from '../formTemplates';
import { quoteTemplateOf } from './quoteRules';

/** Spec 3 §8: the toast of a quote list (or its form) that cannot be read. */
export const LIST_FAILED = 'Error fetching form';

/**
 * The quote template (spec 3 §2): the first form template whose name contains "quote"; undefined while the
 * templates load and when there is none.
 */
export function useQuoteTemplate() {
  const { templates, loading, error } = useFormTemplates();
  return {
    quoteTemplate: templates ? quoteTemplateOf(templates) : undefined,
    loading: loading && !templates,
    error,
  };
}

/** Spec 3 §4, §8: the status change's toasts. */
export const STATUS_TEXTS = { updated: 'Status updated.', failed: 'Unable to update status.' };

/**
 * A quote's status change (the list row's selector, the detail page's): PATCH with data.status in lowercase; "Status
 * updated." on success (the record and lists are refreshed by the edit call), "Unable to update status." when the
 * answer has no data or the call fails.
 */
export function useQuoteStatusChange(formId: string, submissionId: string) {
  const edit = useEditSubmission(formId, submissionId);
  /** `onDone(true)` once saved, `onDone(false)` when refused. */
  const change = (status: string, onDone?: (saved: boolean) => void) =>
    edit.mutate(
      { data: { status: status.toLowerCase() } },
      {
        onSuccess: (answer) => {
          if (answer) showSuccessToast(STATUS_TEXTS.updated);
          else showErrorToast(STATUS_TEXTS.failed);
          onDone?.(!!answer);
        },
        onError: (error) => {
          showFailure(STATUS_TEXTS.failed, error);
          onDone?.(false);
        },
      },
    );
  return { change, changing: edit.isPending };
}
