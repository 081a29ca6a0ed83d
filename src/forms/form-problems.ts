import { Field, ObjectType } from '@nestjs/graphql';
import { InvalidInputError, type FieldErrors } from '../common/errors/domain-errors.js';
import { MutationResult } from '../common/graphql/mutation-result.js';
import { formatPath, formatProblem, type Problem, type ProblemPath } from './engine/index.js';

/**
 * 400 for what the engine's checks (or the server's own) found wrong with a template or a configuration. REST answers
 * `{ statusCode, message, errors }` with `errors` keyed by the dotted path; `message` is the first problem's, prefixed
 * with its path when it lies inside the document (a top-level message such as "Please provide a Form Name." reads as
 * the spec has it).
 */
export class FormProblemsException extends InvalidInputError {
  constructor(problems: Problem[], prefix: ProblemPath = []) {
    const located = problems.map((problem) => ({ ...problem, path: [...prefix, ...problem.path] }));
    const errors: FieldErrors = {};
    for (const { path, message } of located) (errors[formatPath(path)] ??= []).push(message);
    const [first = { path: [], message: 'Invalid input' }] = located;
    super(first.path.length > 1 ? formatProblem(first) : first.message, errors);
  }
}

/** One problem of a refused forms mutation. */
@ObjectType('FormProblem')
export class FormProblemModel {
  @Field({ description: 'Dotted path from the checked document or input, e.g. layouts.web.fields.2.type' })
  path: string;
  @Field() message: string;
}

/**
 * What every forms mutation answers: MutationResult, plus each problem when it was refused for its input (the shared
 * MutationFailureInterceptor fills `errors` for every payload that has the field).
 */
@ObjectType({ isAbstract: true })
export abstract class FormsMutationResult extends MutationResult {
  @Field(() => [FormProblemModel], { nullable: true, description: 'Every problem when success is false for bad input' })
  errors?: FormProblemModel[];
}
