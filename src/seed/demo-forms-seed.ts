import type { EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Division } from '../accounts/division.entity.js';
import { FormConfig, type FormConfigKind } from '../forms/form-config.entity.js';
import { FormQuickLink } from '../forms/form-quick-link.entity.js';
import { toRow } from '../forms/form-template-document.js';
import { FormTemplate } from '../forms/form-template.entity.js';
import { validateTemplate } from '../forms/engine/index.js';
import {
  demoFormDocumentsPage,
  demoForms,
  demoQuickLinks,
  type DemoForm,
  type DemoFormKey,
} from './demo-forms/index.js';

/** The configurations of a demo form that exist, by kind. */
function configsOf(form: DemoForm): [FormConfigKind, object][] {
  const configs: [FormConfigKind, object | null][] = [
    ['pdf', form.pdfConfig],
    ['csv', form.csvConfig],
    ['dynamicDocument', form.dynamicDocument],
  ];
  return configs.filter((entry): entry is [FormConfigKind, object] => entry[1] !== null);
}

/**
 * Loads the demo form templates (src/seed/demo-forms/) into an account with their PDF, CSV and dynamic-document
 * configs, the forms home page's quicklinks and the Documents page setting. Every form is for all the account's
 * divisions; each is checked as the server checks a saved template. Nothing when the account has any template.
 */
export async function loadDemoForms(tx: EntityManager, accountId: string): Promise<boolean> {
  if (await tx.existsBy(FormTemplate, { accountId })) return false;
  const divisions = await tx.find(Division, { where: { accountId }, order: { divisionName: 'ASC' } });
  const divisionIds = divisions.map((division) => division.id);
  const ids = new Map<DemoFormKey, string>();
  for (const form of demoForms()) {
    const checked = validateTemplate({ ...form.template, divisionId: divisionIds[0] ?? null, divisionIds });
    if (!checked.ok)
      throw new Error(`The demo form ${form.key} fails the template check: ${checked.problems[0].message}`);
    const template = await tx.save(tx.create(FormTemplate, { accountId, ...toRow(checked.value) }));
    ids.set(form.key, template.id);
    await tx.save(
      configsOf(form).map(([kind, config]) =>
        tx.create(FormConfig, { accountId, formTemplateId: template.id, kind, config: { ...config } }),
      ),
    );
  }
  const formIdOf = (key: DemoFormKey) => ids.get(key)!;
  await tx.save(demoQuickLinks(formIdOf).map((link) => tx.create(FormQuickLink, { accountId, ...link, divisionIds })));
  await tx.update(Account, { id: accountId }, { dynamicPages: demoFormDocumentsPage(formIdOf) });
  return true;
}
