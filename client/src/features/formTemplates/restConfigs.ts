import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';
import { api } from '../../api/rest';
import { DYNAMIC_DOCUMENT_READ_FAILED } from './checkedDynamicDocument';
import type { Problem } from './engine';
import { useInvalidateFormTemplates, type FormTemplate } from './formTemplateReads';
import { problemPath } from './serverProblems';

/** The two configs the server keeps behind REST (docs/forms.md): their path segment, engine kind and texts. */
export const REST_CONFIGS = {
  csv: {
    segment: 'csvconfig',
    kind: 'csv',
    title: 'CSV Config',
    texts: {
      readFailed: 'Error fetching csv config.',
      created: 'CSV config created.',
      updated: 'CSV config updated.',
      saveFailed: 'Unable to save CSV config.',
      deleted: 'CSV config deleted.',
      deleteFailed: 'Unable to delete CSV config.',
      deleteQuestion: "Delete this form's CSV config? Its CSV export goes back to one column per field.",
    },
  },
  dynamicDocument: {
    segment: 'dynamicdocument',
    kind: 'dynamicDocument',
    title: 'Dynamic Document',
    texts: {
      readFailed: DYNAMIC_DOCUMENT_READ_FAILED,
      created: 'Dynamic document created.',
      updated: 'Dynamic document updated.',
      saveFailed: 'Unable to save dynamic document.',
      deleted: 'Dynamic document deleted.',
      deleteFailed: 'Unable to delete dynamic document.',
      deleteQuestion: "Delete this form's dynamic document? The Documents page stops listing the form this way.",
    },
  },
} as const;
export type RestConfigName = keyof typeof REST_CONFIGS;

/** What the editor starts from when the form has none: a working config listing the submissions' own properties. */
export function defaultRestConfig(name: RestConfigName, template: Pick<FormTemplate, 'name'>): object {
  if (name === 'csv') {
    return {
      fileName: template.name,
      delimiter: ',',
      includeHeader: true,
      columns: [
        { header: 'Number', property: 'number', format: 'text' },
        { header: 'Date', property: 'localDateTime', format: 'dateTime' },
        { header: 'Status', property: 'status', format: 'text' },
        { header: 'Submitted By', property: 'userName', format: 'text' },
      ],
    };
  }
  return {
    title: template.name,
    itemTitle: `${template.name} #{number}`,
    columns: [
      { header: 'Number', property: 'number', format: 'text', sortable: true },
      { header: 'Date', property: 'localDateTime', format: 'dateTime', sortable: true },
      { header: 'Status', property: 'status', format: 'text', sortable: true },
      { header: 'Submitted By', property: 'userName', format: 'text', sortable: true },
    ],
    defaultSort: { by: 'localDateTime', order: 'DESC' },
    filters: [],
    summary: [{ label: 'Submissions', aggregate: 'count', format: 'number' }],
    pageSize: 20,
  };
}

/** A config as the editor shows it: the server's answer less the form's id and the times it adds. */
export function editableConfig(answer: Record<string, unknown>): Record<string, unknown> {
  const { formId: _formId, createdAt: _createdAt, updatedAt: _updatedAt, ...config } = answer;
  return config;
}

/** The problems of a refused PUT (400 `errors` keyed by dotted path), else none. */
export function restProblems(error: unknown): Problem[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors).flatMap(([path, messages]) =>
    messages.map((message) => ({ path: problemPath(path), message })),
  );
}

/** `GET /api/forms/{formId}/{csvconfig|dynamicdocument}`: the config, or null when the form has none. */
export function useRestConfig(name: RestConfigName, template: Pick<FormTemplate, 'id' | 'accountId'>) {
  const { segment, texts } = REST_CONFIGS[name];
  return useQuery({
    queryKey: queryKeys.formConfig(template.accountId, template.id, segment),
    queryFn: () => api.get<Record<string, unknown> | null>(`/forms/${template.id}/${segment}`),
    meta: { errorMessage: texts.readFailed },
  });
}

/** PUT (create or replace) and DELETE of the config; both make the form's flags (Create/Update, delete) stale. */
export function useRestConfigWrites(name: RestConfigName, template: Pick<FormTemplate, 'id' | 'accountId'>) {
  const { segment } = REST_CONFIGS[name];
  const queryClient = useQueryClient();
  const invalidateTemplates = useInvalidateFormTemplates();
  const key = queryKeys.formConfig(template.accountId, template.id, segment);
  const settle = async (data: Record<string, unknown> | null) => {
    queryClient.setQueryData(key, data);
    // What the server derives from the config under its key (the checked dynamic document) is read again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length }),
      invalidateTemplates(),
    ]);
  };
  const save = useMutation({
    mutationFn: (config: unknown) => api.put<Record<string, unknown>>(`/forms/${template.id}/${segment}`, config),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>(`/forms/${template.id}/${segment}`),
    onSuccess: () => settle(null),
  });
  return { save, remove };
}
