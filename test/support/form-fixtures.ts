import { gql } from './job-fixtures.js';
import type { TestAccount, TestContext } from './test-app.js';

const CREATE_TEMPLATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { success formTemplate { id fields } } }`;

/** Saves a form template in the account's division through createFormTemplate (as an admin); answers the saved one. */
export async function saveTemplate(
  ctx: TestContext,
  token: string,
  account: TestAccount,
  template: object,
): Promise<{ id: string; fields: { id?: unknown; name?: unknown }[] }> {
  const { data } = await gql(ctx, token, CREATE_TEMPLATE, { input: { ...template, divisionId: account.division.id } });
  return data.createFormTemplate.formTemplate;
}
