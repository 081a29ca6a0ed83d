import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from '@jest/globals';
import { errorMessage } from './errors';
import { ApiError } from './http';

describe('errorMessage (spec 1 §7/§8)', () => {
  it('shows the REST server message, else the fallback', () => {
    expect(errorMessage(new ApiError(409, { message: 'Email already in use.' }), 'Failed to create user.')).toBe(
      'Email already in use.',
    );
    expect(errorMessage(new ApiError(500, null), 'Failed to create user.')).toBe('Failed to create user.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Error fetching user')).toBe('Error fetching user');
  });

  it('shows "GraphQL Errors:" and the first GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Name is taken' }, { message: 'Second' }] });
    expect(errorMessage(error, 'fallback')).toBe('GraphQL Errors: Name is taken');
  });
});
