import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../api/gql';
import type {
  CreatePriceBookItemInput,
  PriceBookItemFieldsFragment,
  UpdatePriceBookItemInput,
} from '../../api/gql/graphql';
import { assertMutationSuccess, type MutationResult } from '../../api/graphql';
import { cachePolicy } from '../../api/graphqlCache';

/** A price book item as the page reads it (spec 1 §3). */
export type PriceBookItem = PriceBookItemFieldsFragment;

/** What `createPriceBookItem` and `updatePriceBookItem` send (spec 1 §7); `id` only when updating. */
export type PriceBookItemInput = CreatePriceBookItemInput & Partial<Pick<UpdatePriceBookItemInput, 'id'>>;

export const PRICE_BOOK_ITEM_FIELDS = graphql(`
  fragment PriceBookItemFields on PriceBookItem {
    id
    name
    description
    rate
    unit
    category
    divisionIds
    branchIds
  }
`);

const PRICE_BOOK_ITEMS = graphql(`
  query PriceBookItems($filters: PriceBookFilters) {
    priceBookItems(filters: $filters) {
      ...PriceBookItemFields
    }
  }
`);

const CREATE = graphql(`
  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {
    createPriceBookItem(input: $input) {
      code
      success
      message
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {
    updatePriceBookItem(input: $input) {
      code
      success
      message
      id
    }
  }
`);

const DELETE = graphql(`
  mutation DeletePriceBookItem($id: ID!) {
    deletePriceBookItem(id: $id) {
      code
      success
      message
      id
    }
  }
`);

/** Spec 1 §9: the price book is cached 5 minutes like the other lists. */
const STALE_AFTER_MS = 5 * 60_000;
const EVERY_ITEM = { filters: {} };

/** Every item of the account (the page sends empty filters and filters on the client, spec 1 §2.9). */
export function usePriceBookItems() {
  const result = useQuery(PRICE_BOOK_ITEMS, {
    variables: EVERY_ITEM,
    fetchPolicy: cachePolicy(PRICE_BOOK_ITEMS, EVERY_ITEM, STALE_AFTER_MS),
  });
  const items = result.dataState === 'complete' ? result.data.priceBookItems : undefined;
  return { items, loading: result.loading, error: result.error };
}

/** assertMutationSuccess, keeping the answer's code on the error for the failure event. */
function succeeded<T extends MutationResult>(result: T): T {
  try {
    return assertMutationSuccess(result);
  } catch (error) {
    throw Object.assign(error as Error, { code: result.code });
  }
}

/** The error code a "pricebook item failed" event carries. */
export function failureCode(error: unknown): string {
  const code = CombinedGraphQLErrors.is(error)
    ? (error.errors[0]?.extensions?.code ?? 'GRAPHQL_ERROR')
    : ((error as { code?: unknown }).code ?? 'NETWORK_ERROR');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : 'UNKNOWN';
}

const refetchList = { refetchQueries: [PRICE_BOOK_ITEMS], awaitRefetchQueries: true };

/** Creates or updates an item (by whether `input.id` is set); fails on `success: false` like any GraphQL error. */
export function useSavePriceBookItem() {
  const [create, created] = useMutation(CREATE, refetchList);
  const [update, updated] = useMutation(UPDATE, refetchList);
  const save = async (input: PriceBookItemInput) => {
    const { id, ...fields } = input;
    if (id) {
      const { data } = await update({ variables: { input: { id, ...fields } } });
      return succeeded(data!.updatePriceBookItem);
    }
    const { data } = await create({ variables: { input: fields } });
    return succeeded(data!.createPriceBookItem);
  };
  return { save, saving: created.loading || updated.loading };
}

export function useDeletePriceBookItem() {
  const [remove, { loading }] = useMutation(DELETE, refetchList);
  const deleteItem = async (id: string) => {
    const { data } = await remove({ variables: { id } });
    return succeeded(data!.deletePriceBookItem);
  };
  return { deleteItem, deleting: loading };
}

/** Spec 1 §9: the rate in whole dollars per unit, e.g. "$150 / hour". */
export const formatRate = ({ rate, unit }: Pick<PriceBookItem, 'rate' | 'unit'>) =>
  rate === null ? '' : `$${rate.toLocaleString('en-US')} / ${unit}`;
