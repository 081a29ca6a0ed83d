import { describe, expect, it } from '@jest/globals';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { NestFactory } from '@nestjs/core';
import {
  Field,
  Float,
  GraphQLSchemaBuilderModule,
  GraphQLSchemaFactory,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from '@nestjs/graphql';
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { fastExecutionPlugin, isPropertyRead } from './fast-execution.js';

enum Status {
  OPEN = 'open',
  DONE = 'done',
}
registerEnumType(Status, { name: 'Status' });

@ObjectType()
class Color {
  @Field() code: string;
}

@ObjectType()
class Job {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int, { nullable: true }) crew: number | null;
  @Field(() => Float) cost: number;
  @Field() done: boolean;
  @Field(() => Status) status: Status;
  @Field() createdAt: Date;
  @Field({ defaultValue: 'none' }) notes: string;
  @Field(() => Color, { nullable: true }) color: Color | null;
  @Field(() => [String]) tags: string[];
}

@ObjectType()
class Page {
  @Field(() => [Job]) items: Job[];
  @Field(() => String, { nullable: true }) next: string | null;
}

/** Only what the schema factory reads; the root resolvers are set on the built schema below. */
@Resolver()
class Resolvers {
  @Query(() => Page) page(): Page | null {
    return null;
  }
  @Query(() => Job, { nullable: true }) job(): Job | null {
    return null;
  }
  @Query(() => Int) count(): number {
    return 0;
  }
  @Mutation(() => Int) touch(): number {
    return 0;
  }
}

const job = (n: number, changes: Partial<Job> = {}): Job => ({
  id: `job-${n}`,
  name: `Job ${n}`,
  crew: n % 2 ? n : null,
  cost: n * 1.5,
  done: n % 3 === 0,
  status: n % 2 ? Status.OPEN : Status.DONE,
  createdAt: new Date(Date.UTC(2026, 0, n)),
  notes: n % 4 ? `note ${n}` : (undefined as unknown as string),
  color: n % 5 ? { code: `#00000${n % 10}` } : null,
  tags: [`t${n}`, 'all'],
  ...changes,
});

interface Fixture {
  schema: GraphQLSchema;
  /** Root resolver calls by field, since the fixture was built. */
  calls: Record<string, number>;
  answers: Record<string, () => unknown>;
}

/** A code-first schema as @nestjs/graphql builds it (its property resolvers included), with counted root resolvers. */
async function fixture(): Promise<Fixture> {
  const context = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  const schema = await context.get(GraphQLSchemaFactory).create([Resolvers]);
  await context.close();
  const calls: Record<string, number> = {};
  const answers: Record<string, () => unknown> = {
    page: () => ({ items: [job(1), job(2), job(3), job(4), job(5)], next: null }),
    job: () => job(7),
    count: () => 3,
    touch: () => 1,
  };
  for (const type of [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[]) {
    for (const field of Object.values(type.getFields())) {
      field.resolve = (() => {
        calls[field.name] = (calls[field.name] ?? 0) + 1;
        return Promise.resolve().then(() => answers[field.name]());
      }) as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return { schema, calls, answers };
}

/** Executions graphql-js ran (its executionDidStart), to tell the fast path from the usual one. */
function executionCounter(): { plugin: ApolloServerPlugin; count: () => number } {
  let executions = 0;
  return {
    plugin: {
      requestDidStart: () =>
        Promise.resolve({
          executionDidStart: () => {
            executions += 1;
            return Promise.resolve();
          },
        }),
    },
    count: () => executions,
  };
}

async function serversOf({ schema }: Fixture) {
  const counter = executionCounter();
  const fast = new ApolloServer({ schema, plugins: [fastExecutionPlugin(), counter.plugin] });
  const plain = new ApolloServer({ schema });
  await fast.start();
  await plain.start();
  const run = async (server: ApolloServer, query: string, variables?: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, variables });
    if (response.body.kind !== 'single') throw new Error('not a single result');
    return JSON.parse(JSON.stringify(response.body.singleResult)) as Record<string, unknown>;
  };
  return {
    /** The answer of the server with the plugin, checked against graphql-js's; and whether graphql-js executed it. */
    both: async (query: string, variables?: Record<string, unknown>) => {
      const before = counter.count();
      const answer = await run(fast, query, variables);
      expect(answer).toEqual(await run(plain, query, variables));
      return { answer, fast: counter.count() === before };
    },
    stop: () => Promise.all([fast.stop(), plain.stop()]),
  };
}

describe('fastExecutionPlugin', () => {
  it('answers a query of plain data exactly as graphql-js does, without its executor', async () => {
    const servers = await serversOf(await fixture());
    const query = `query Q {
      __typename
      total: count
      page { items { ...Fields mine: name ... on Job { color { code __typename } } } next __typename }
      job { id ...Fields }
    }
    fragment Fields on Job { id name crew cost done status createdAt notes tags __typename }`;
    const { answer, fast } = await servers.both(query);
    expect(answer.errors).toBeUndefined();
    expect(fast).toBe(true);
    expect(Object.keys(answer.data as object)).toEqual(['__typename', 'total', 'page', 'job']);
    await servers.stop();
  });

  it('recognizes the property resolvers @nestjs/graphql gives code-first fields', async () => {
    const { schema } = await fixture();
    const fields = (schema.getType('Job') as GraphQLObjectType).getFields();
    expect(Object.values(fields).every((field) => field.resolve && isPropertyRead(field.resolve))).toBe(true);
  });

  it("leaves to graphql-js what it cannot complete, with each root field's answer, resolving nothing twice", async () => {
    const fixed = await fixture();
    const servers = await serversOf(fixed);
    const cases: [string, () => unknown][] = [
      ['a null in a non-null field', () => ({ items: [job(1, { name: null as unknown as string })], next: null })],
      ['a value its type cannot serialize', () => ({ items: [job(1, { crew: 1.5 })], next: null })],
      ['a promise where data was expected', () => ({ items: Promise.resolve([job(1)]), next: null })],
      ['an item that is no object', () => ({ items: [job(1), 'job 2'], next: null })],
      ['an unknown enum value', () => ({ items: [job(1, { status: 'lost' as Status })], next: null })],
    ];
    for (const [label, answer] of cases) {
      fixed.answers.page = answer;
      const before = fixed.calls.page ?? 0;
      // Answers graphql-js's answer (serversOf checks), an error or, for the promise, the data.
      const { fast } = await servers.both('{ page { items { id name crew status } next } count }');
      // The fast server's once, the plain one's once.
      expect({ label, fast, calls: fixed.calls.page - before }).toEqual({ label, fast: false, calls: 2 });
    }
    await servers.stop();
  });

  it("answers a root field's error through graphql-js, without resolving it again", async () => {
    const fixed = await fixture();
    const servers = await serversOf(fixed);
    fixed.answers.job = () => {
      throw new Error('no such job');
    };
    const { answer, fast } = await servers.both('{ job { id } count }');
    expect(fast).toBe(false);
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'no such job', path: ['job'] })]);
    expect(fixed.calls.job).toBe(2);
    await servers.stop();
  });

  it('leaves mutations, directives, introspection and field resolvers (a @ResolveField) to graphql-js', async () => {
    const fixed = await fixture();
    const notes = (fixed.schema.getType('Job') as GraphQLObjectType).getFields().notes;
    notes.resolve = ((source: Job) => source.notes?.toUpperCase() ?? 'NONE') as GraphQLFieldResolver<unknown, unknown>;
    const servers = await serversOf(fixed);
    for (const query of [
      'mutation { touch }',
      '{ count page @include(if: true) { next } }',
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Job") { name } }',
      '{ job { id notes } }',
    ]) {
      expect(await servers.both(query)).toEqual(expect.objectContaining({ fast: false }));
    }
    await servers.stop();
  });
});
