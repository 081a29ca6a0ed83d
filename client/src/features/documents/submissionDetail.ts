import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldValues } from '../formRenderer';
import { useFormTemplate, type FormTemplate } from '../formTemplates';
import { changedValues, localNow, submittedValues, valuesOf } from './documentList';
import { recompute, type CalcTemplate } from './engine';
import { useAuditLog, useSubmission } from './submissions';

/** The ids of a submission's detail page (`?formId=&formSubmissionId=`); null without both. */
export function useSubmissionRoute(): { formId: string; submissionId: string } | null {
  const [params] = useSearchParams();
  const formId = params.get('formId');
  const submissionId = params.get('formSubmissionId');
  return formId && submissionId ? { formId, submissionId } : null;
}

/**
 * What a submission's detail page reads: the record, its form's template and its history; `saved` are the record's
 * values by field id, `refetch` reads the record and its history again.
 */
export function useSubmissionDetail(formId: string, submissionId: string) {
  const submission = useSubmission(formId, submissionId);
  const { template, loading: templateLoading } = useFormTemplate(formId);
  const audit = useAuditLog(submissionId);
  const record = submission.data;
  const saved = useMemo(() => (record ? valuesOf(record) : {}), [record]);
  const { refetch: refetchRecord } = submission;
  const { refetch: refetchAudit } = audit;
  const refetch = useCallback(() => Promise.all([refetchRecord(), refetchAudit()]), [refetchRecord, refetchAudit]);
  return {
    submission,
    record,
    template,
    audit,
    saved,
    refetch,
    loading: submission.isPending || (!template && templateLoading),
  };
}

/** The calculations over a form's values (spec 3 §9): the derived values, totals and the errors that block a save. */
export function useCalculated(template: FormTemplate, values: FieldValues) {
  const computed = useMemo(() => recompute(template as unknown as CalcTemplate, values), [template, values]);
  return { computed, hasErrors: Object.keys(computed.errors).length > 0 };
}

/**
 * A new submission of `template` being filled in: the time the form was opened (its local date-time), the values
 * (from `initial`, given that time), their calculations, `form` (the renderer's props) and `body`, what the create
 * calls send of it.
 */
export function useNewSubmission(template: FormTemplate, initial: (localDateTime: string) => FieldValues = () => ({})) {
  const [opened] = useState(localNow);
  const [values, setValues] = useState<FieldValues>(() => initial(opened.localDateTime));
  const { computed, hasErrors } = useCalculated(template, values);
  return {
    values,
    computed,
    hasErrors,
    form: { template, values, onChange: setValues, localDateTime: opened.localDateTime },
    body: (fields: FieldValues = values, version: string = template.formVersion) => ({
      formId: template.id,
      fields: submittedValues(fields),
      localDateTime: opened.localDateTime,
      timezoneOffset: opened.timezoneOffset,
      version,
    }),
  };
}

/** Where a saved submission's edit is: no dialog, the Reason for Change asked, or the Edit Details summary. */
type EditStep = 'none' | 'reason' | 'details';

/**
 * A saved submission's edit with its reason (spec 3 §4): `reasonFirst` asks the reason before the form opens for
 * editing (Documents), otherwise after the changes (Quoting); either way Edit Details summarises them before saving.
 */
export function useEditWithReason(saved: FieldValues, template: FormTemplate | undefined, reasonFirst: boolean) {
  const [values, setValues] = useState<FieldValues | null>(null);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<EditStep>('none');
  const hasErrors =
    values !== null &&
    template !== undefined &&
    Object.keys(recompute(template as unknown as CalcTemplate, values).errors).length > 0;
  const stop = () => {
    setValues(null);
    setStep('none');
  };
  return {
    saved,
    values,
    editing: values !== null,
    /** The form's values and, while editing, their changes. */
    form: { values, onChange: values !== null ? setValues : undefined },
    reason,
    changes: values ? changedValues(saved, values) : [],
    hasErrors,
    /** Edit: the reason first, or the form. */
    begin: () => (reasonFirst ? setStep('reason') : setValues(saved)),
    /** Save: the summary, or the reason first. */
    review: () => setStep(reasonFirst ? 'details' : 'reason'),
    /** After a failed save: back to the form, the changes kept. */
    resume: () => setStep('none'),
    stop,
    reasonModal: {
      opened: step === 'reason',
      // The modal closes itself after a confirm too: only a close without one returns to where the edit was.
      onClose: () => setStep((now) => (now === 'reason' ? 'none' : now)),
      onConfirm: (given: string) => {
        setReason(given);
        if (!reasonFirst) return setStep('details');
        setValues(saved);
        setStep('none');
      },
    },
    detailsOpened: step === 'details',
  };
}

export type EditWithReason = ReturnType<typeof useEditWithReason>;
