import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ForbiddenException, HttpException } from '@nestjs/common';
import {
  ConflictError,
  ForbiddenError,
  InvalidFieldsError,
  InvalidInputError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnavailableError,
} from './domain-errors.js';
import { describeError, errorBody, mutationFailure, SERVER_ERROR_MESSAGE } from './error-mapping.js';

describe('the error mapping', () => {
  it('turns each domain error into the REST envelope with its status and text', () => {
    const cases = [
      [new NotFoundError('Job not found.'), { statusCode: 404, message: 'Job not found.' }],
      [
        new ForbiddenError('Only a super admin may do this.'),
        { statusCode: 403, message: 'Only a super admin may do this.' },
      ],
      [
        new ConflictError('A user with this email already exists.'),
        { statusCode: 409, message: 'A user with this email already exists.' },
      ],
      [
        new InvalidInputError('This user has been deactivated.'),
        { statusCode: 400, message: 'This user has been deactivated.' },
      ],
      [
        new UnauthenticatedError('Incorrect e-mail or password.'),
        { statusCode: 401, message: 'Incorrect e-mail or password.' },
      ],
    ] as const;
    for (const [error, body] of cases) expect(errorBody(error)).toEqual(body);
  });

  it('keeps every field message of bad input, the first as the message', () => {
    const error = new InvalidFieldsError({ 'metadata.branchIds': ['Branch not found.'], endDate: ['Invalid date.'] });
    expect(errorBody(error)).toEqual({
      statusCode: 400,
      message: 'Branch not found.',
      errors: { 'metadata.branchIds': ['Branch not found.'], endDate: ['Invalid date.'] },
    });
    expect(describeError(error).code).toBe('BAD_USER_INPUT');
  });

  it("answers Nest's own exceptions (guards, pipes) as before: their status and message", () => {
    expect(errorBody(new ForbiddenException('You do not have permission to do this.'))).toEqual({
      statusCode: 403,
      message: 'You do not have permission to do this.',
    });
    expect(errorBody(new BadRequestException({ message: ['first', 'second'] }))).toEqual({
      statusCode: 400,
      message: 'first',
    });
    expect(describeError(new HttpException('Too large', 413))).toMatchObject({ statusCode: 413, code: 'BAD_REQUEST' });
  });

  it('hides anything else behind the generic text', () => {
    expect(errorBody(new Error('connect ECONNREFUSED 10.0.0.7:5432'))).toEqual({
      statusCode: 500,
      message: SERVER_ERROR_MESSAGE,
    });
    expect(describeError(new TypeError('x is undefined')).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('turns client errors into failed MutationResult payloads, conflicts and forbidden cases included', () => {
    expect(mutationFailure(new NotFoundError('Pricebook item not found.'))).toEqual({
      code: 404,
      success: false,
      message: 'Pricebook item not found.',
    });
    expect(mutationFailure(new ForbiddenError('Only a super admin may do this.'))).toEqual({
      code: 403,
      success: false,
      message: 'Only a super admin may do this.',
    });
    expect(mutationFailure(new ConflictError('Already selected'))).toEqual({
      code: 409,
      success: false,
      message: 'Already selected',
    });
    expect(mutationFailure(new InvalidFieldsError({ name: ['Required'] }))).toEqual({
      code: 400,
      success: false,
      message: 'Required',
      errors: { name: ['Required'] },
    });
  });

  it('answers a failed service (the file storage) with a 503 that says so, on REST and in a mutation payload', () => {
    const error = new UnavailableError('The file could not be stored. Please try again.');
    expect(errorBody(error)).toEqual({ statusCode: 503, message: 'The file could not be stored. Please try again.' });
    expect(describeError(error).code).toBe('SERVICE_UNAVAILABLE');
    expect(mutationFailure(error)).toEqual({
      code: 503,
      success: false,
      message: 'The file could not be stored. Please try again.',
    });
  });

  it('leaves faults of ours, missing sessions and rate limits as GraphQL errors', () => {
    expect(mutationFailure(new Error('Disk full'))).toBeNull();
    expect(mutationFailure(new HttpException('Bad gateway', 502))).toBeNull();
    expect(mutationFailure(new UnauthenticatedError('Unauthorized'))).toBeNull();
    expect(mutationFailure(new TooManyRequestsError('Slow down.', 30))).toBeNull();
  });
});
