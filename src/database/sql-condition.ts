/**
 * A condition of one module's data for a query of another module, when the filter must run inside that query (a
 * keyset-paged search cannot drop rows after reading its page) or a hot path must stay one round trip. The owning
 * module's exported service builds it, so its table names stay inside the module; the caller only adds it to its
 * query builder (`andWhere(condition.sql, condition.parameters)`). Parameter names are prefixed by the owner, so they
 * do not collide with the caller's.
 */
export interface SqlCondition {
  sql: string;
  parameters: Record<string, unknown>;
}
