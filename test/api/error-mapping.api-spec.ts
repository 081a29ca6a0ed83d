import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Args, Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { RequireScopes } from '../../src/common/auth/require-scopes.decorator.js';
import {
  ConflictError,
  ForbiddenError,
  InvalidFieldsError,
  NotFoundError,
} from '../../src/common/errors/domain-errors.js';
import { MutationResult } from '../../src/common/graphql/mutation-result.js';
import { MISSING } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

/** A payload like every module's: MutationResult plus the object. */
@ObjectType({ implements: () => [MutationResult] })
class ProbePayload extends MutationResult {
  @Field({ nullable: true }) id?: string;
}

/** A mutation whose service throws the domain error named by `kind`, declared as every module's; no filter of its own. */
@Resolver()
class DomainErrorProbeResolver {
  @Mutation(() => ProbePayload)
  @RequireScopes('web:schedule')
  probeDomainError(@Args('kind') kind: string): ProbePayload {
    switch (kind) {
      case 'forbidden':
        throw new ForbiddenError('Only a super admin may change this record.');
      case 'conflict':
        throw new ConflictError('A user with this email already exists.');
      case 'not-found':
        throw new NotFoundError('Job not found.');
      case 'invalid':
        throw new InvalidFieldsError({ name: ['Required'] });
      case 'bug':
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
      default:
        return { code: 200, success: true, message: 'ok', id: kind };
    }
  }
}

const PROBE = `mutation Probe($kind: String!) { probeDomainError(kind: $kind) { code success message id } }`;

describe('one error mapping for every mutation', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await TestContext.create({}, [DomainErrorProbeResolver]);
    token = (await ctx.newUser({ permissions: ['web:schedule'] })).token;
  });
  afterAll(() => ctx.close());

  const post = (query: string, variables: object, as = token) =>
    ctx.http().post('/graphql').set(bearer(as)).send({ query, variables }).expect(200);

  it('answers forbidden, conflict, not-found and invalid-input errors as failed payloads with code and message', async () => {
    const cases = [
      ['forbidden', 403, 'Only a super admin may change this record.'],
      ['conflict', 409, 'A user with this email already exists.'],
      ['not-found', 404, 'Job not found.'],
      ['invalid', 400, 'Required'],
    ] as const;
    for (const [kind, code, message] of cases) {
      const { body } = await post(PROBE, { kind });
      expect(body).toEqual({ data: { probeDomainError: { code, success: false, message, id: null } } });
    }
  });

  it('keeps a fault of ours a GraphQL error with the generic message, and the scope guard a FORBIDDEN error', async () => {
    const bug = await post(PROBE, { kind: 'bug' });
    expect(bug.body.data).toBeNull();
    expect(bug.body.errors).toEqual([
      expect.objectContaining({
        message: 'Something went wrong. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    const { token: quoting } = await ctx.newUser({ permissions: ['web:quoting'] });
    const refused = await post(PROBE, { kind: 'ok' }, quoting);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: 'You do not have permission to do this.',
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
  });

  it("answers a real module's not-found and the forms payload's problem list through the same mapping", async () => {
    const { token: admin } = await ctx.newUser({ permissions: ['groundcrew:admin'] });
    const deleted = await post(
      `mutation { deletePriceBookItem(id: "${MISSING}") { code success message } }`,
      {},
      admin,
    );
    expect(deleted.body).toEqual({
      data: { deletePriceBookItem: { code: 404, success: false, message: 'Pricebook item not found.' } },
    });
    const form = await post(
      `mutation { deleteFormTemplate(id: "${MISSING}") { code success message errors { path message } } }`,
      {},
      admin,
    );
    expect(form.body).toEqual({
      data: { deleteFormTemplate: { code: 404, success: false, message: 'Form not found.', errors: [] } },
    });
  });

  it('answers the same domain error on REST in the error envelope', async () => {
    const { token: admin } = await ctx.newUser({ permissions: ['groundcrew:admin'] });
    const { body } = await ctx.http().get(`/api/users/${MISSING}`).set(bearer(admin)).expect(404);
    expect(body).toEqual({ statusCode: 404, message: 'No User Found' });
  });
});
