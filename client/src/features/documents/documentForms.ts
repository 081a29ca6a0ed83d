import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { readGraphQL } from '../../api/graphqlRead';
import { queryKeys } from '../../api/queryKeys';
import { useAccess } from '../../auth/access';
import { useAccount } from '../accounts';
import { useFormTemplates, type FormTemplateSummary } from '../formTemplates';

/** A form of the Documents page: one tab. */
export interface DocumentForm {
  id: string;
  name: string;
  formTypeSlug: string;
}

/** Forms whose submissions live on their own pages (/quoting, /invoicing), never on the Documents page. */
const OWN_PAGES = new Set(['quote', 'invoice']);

/**
 * The Documents page's forms (docs/forms.md, Documents screens): those the account's `dynamicPages.formDocumentsPage`
 * names that exist (quotes and invoices aside), in quicklink order (the form manager's: form type, then ordinal);
 * forms without a quicklink, or every form when the quicklinks cannot be read, keep the setting's order after them.
 */
export function documentForms(
  formIds: readonly string[],
  templates: readonly Pick<FormTemplateSummary, 'id' | 'name' | 'formTypeSlug'>[],
  quickLinkFormIds: readonly string[] = [],
): DocumentForm[] {
  const byId = new Map(templates.map((template) => [template.id, template]));
  const rank = (formId: string) => {
    const place = quickLinkFormIds.indexOf(formId);
    return place < 0 ? quickLinkFormIds.length : place;
  };
  return [...new Set(formIds)]
    .map((formId, index) => ({ template: byId.get(formId), index }))
    .filter(
      (entry): entry is { template: FormTemplateSummary; index: number } =>
        entry.template !== undefined && !OWN_PAGES.has(entry.template.formTypeSlug.toLowerCase()),
    )
    .sort((a, b) => rank(a.template.id) - rank(b.template.id) || a.index - b.index)
    .map(({ template }) => ({ id: template.id, name: template.name, formTypeSlug: template.formTypeSlug }));
}

/**
 * The forms a document can be created from (/documents/create): the Documents page's forms first, then every other
 * form of the account by name (a form just made, by hand or by the AI form builder, is not on the Documents page's
 * setting until someone adds it), quotes and invoices aside.
 */
export function creatableForms(
  onDocumentsPage: readonly DocumentForm[],
  templates: readonly Pick<FormTemplateSummary, 'id' | 'name' | 'formTypeSlug'>[],
): DocumentForm[] {
  const listed = new Set(onDocumentsPage.map((form) => form.id));
  const others = templates
    .filter((template) => !listed.has(template.id) && !OWN_PAGES.has(template.formTypeSlug.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name, formTypeSlug }) => ({ id, name, formTypeSlug }));
  return [...onDocumentsPage, ...others];
}

const QUICK_LINK_ORDER = graphql(`
  query DocumentsQuickLinkOrder {
    formTemplateHomePage {
      accountId
      quickLinks {
        id
        formId
      }
    }
  }
`);

/** The quicklinks change rarely; their order is read again after 5 minutes. */
const QUICK_LINKS_STALE_MS = 5 * 60_000;

/**
 * The forms of the Documents page. The quicklink order is read where the user may read the form manager's home page
 * (web:settings or super admin); others get the setting's order.
 */
export function useDocumentForms() {
  const { can, user } = useAccess();
  const account = useAccount();
  const { templates, loading, error } = useFormTemplates();
  const canReadQuickLinks = can('web:settings');
  // Read as the templates are (formTemplateReads.ts), under their key: a quicklink change makes it stale with them.
  const quickLinks = useQuery({
    queryKey: queryKeys.formQuickLinkOrder(user.accountId),
    queryFn: () => readGraphQL(QUICK_LINK_ORDER, {}),
    enabled: canReadQuickLinks,
    staleTime: QUICK_LINKS_STALE_MS,
  });
  const linkFormIds = quickLinks.data?.formTemplateHomePage.quickLinks.map((link) => link.formId);
  const settingIds = account.data?.dynamicPages?.formDocumentsPage?.map((entry) => entry.formId);
  const quickLinksPending = canReadQuickLinks && quickLinks.isPending;
  const forms =
    settingIds && templates && !quickLinksPending ? documentForms(settingIds, templates, linkFormIds) : undefined;
  return {
    forms,
    templates,
    loading: account.isPending || (loading && !templates) || quickLinksPending,
    error: account.error ?? error,
  };
}
