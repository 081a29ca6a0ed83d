import { gql, type TypedDocumentNode, type WatchQueryFetchPolicy } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { assertMutationSuccess, type MutationResult } from '../../api/graphql';

/** A price book item as the page reads it (spec 1 §3). */
export interface PriceBookItem {
  id: string;
  name: string;
  description: string;
  /** Whole dollars per unit, or null. */
  rate: number | null;
  unit: string;
  category: string;
  divisionIds: string[];
  branchIds: string[];
}

/** What `createPriceBookItem` and `updatePriceBookItem` send (spec 1 §7); `id` only when updating. */
export interface PriceBookItemInput {
  id?: string;
  name: string;
  description: string;
  rate: number | null;
  unit: string;
  category: string;
  divisionIds: string[];
  branchIds: string[];
}

const ITEM_FIELDS = gql`
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
`;

export const PRICE_BOOK_ITEMS: TypedDocumentNode<{ priceBookItems: PriceBookItem[] }, { filters: object }> = gql`
  query PriceBookItems($filters: PriceBookFilters) {
    priceBookItems(filters: $filters) {
      ...PriceBookItemFields
    }
  }
  ${ITEM_FIELDS}
`;

type SavePayload = MutationResult & { id: string | null };

const CREATE: TypedDocumentNode<{ createPriceBookItem: SavePayload }, { input: PriceBookItemInput }> = gql`
  mutation CreatePriceBookItem($input: CreatePriceBookItemInput!) {
    createPriceBookItem(input: $input) {
      code
      success
      message
      id
    }
  }
`;

const UPDATE: TypedDocumentNode<{ updatePriceBookItem: SavePayload }, { input: PriceBookItemInput }> = gql`
  mutation UpdatePriceBookItem($input: UpdatePriceBookItemInput!) {
    updatePriceBookItem(input: $input) {
      code
      success
      message
      id
    }
  }
`;

const DELETE: TypedDocumentNode<{ deletePriceBookItem: SavePayload }, { id: string }> = gql`
  mutation DeletePriceBookItem($id: ID!) {
    deletePriceBookItem(id: $id) {
      code
      success
      message
      id
    }
  }
`;

/** Spec 1 §9: the price book is cached 5 minutes like the other lists. */
const STALE_AFTER_MS = 5 * 60_000;
let loadedAt = 0;

/** Every item of the account (the page sends empty filters and filters on the client, spec 1 §2.9). */
export function usePriceBookItems() {
  const [fetchPolicy] = useState<WatchQueryFetchPolicy>(() =>
    Date.now() - loadedAt < STALE_AFTER_MS ? 'cache-first' : 'network-only',
  );
  const result = useQuery(PRICE_BOOK_ITEMS, {
    variables: { filters: {} },
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  const items = result.dataState === 'complete' ? result.data.priceBookItems : undefined;
  const loaded = fetchPolicy === 'network-only' && items !== undefined;
  useEffect(() => {
    if (loaded) loadedAt = Date.now();
  }, [loaded]);
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
    if (input.id) {
      const { data } = await update({ variables: { input } });
      return succeeded(data!.updatePriceBookItem);
    }
    const { data } = await create({ variables: { input } });
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
