import { AsyncLocalStorage } from 'node:async_hooks';
import {
  EventSubscriber,
  type BeforeQueryEvent,
  type DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
} from 'typeorm';

interface OpenTransaction {
  runner: QueryRunner;
  open: boolean;
}

/** The transaction the running code is in (inTransaction), for as long as it is open. */
const current = new AsyncLocalStorage<OpenTransaction>();

/**
 * Runs `work` in one transaction of `source` (the data source, or a manager outside a transaction), as TypeORM's
 * `transaction` does. Every query of the work must run on the manager it is given: one that takes another pooled
 * connection holds the transaction's while it waits, and enough of them at once freeze the pool until its connect
 * timeout (docs/architecture.md, Transactions). Where the data source checks it (outside production, data-source.ts),
 * such a query fails at once (assertTransactionConnection).
 */
export function inTransaction<T>(
  source: DataSource | EntityManager,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return source.transaction((manager) => {
    if (!manager.connection.subscribers.some((subscriber) => subscriber instanceof TransactionConnectionSubscriber)) {
      return work(manager);
    }
    const transaction = { runner: manager.queryRunner!, open: true };
    return current.run(transaction, () => work(manager)).finally(() => (transaction.open = false));
  });
}

/** Refuses a query that runs on another connection than that of the open transaction it is called in. */
export function assertTransactionConnection(runner: QueryRunner | undefined): void {
  const transaction = current.getStore();
  if (transaction?.open && runner !== transaction.runner) {
    throw new Error(
      'A query inside a transaction ran on another pooled connection: run it through the transaction’s manager',
    );
  }
}

/** Checks every query TypeORM runs (TypeORM's beforeQuery event). */
@EventSubscriber()
export class TransactionConnectionSubscriber implements EntitySubscriberInterface {
  beforeQuery(event: BeforeQueryEvent): void {
    assertTransactionConnection(event.queryRunner);
  }
}
