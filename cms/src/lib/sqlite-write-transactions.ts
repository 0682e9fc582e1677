/**
 * Makes every SQLite transaction take the database's write lock when it begins (`BEGIN
 * IMMEDIATE`) instead of at its first write (`BEGIN`, knex's default).
 *
 * With a deferred `BEGIN`, two processes on one database file (several instances, or the shop
 * and a script) can both read in a transaction and then both ask to write: SQLite cannot let both
 * go on, so one fails at once with "database is locked" whatever the busy timeout is. Taken at
 * the start, the lock makes the second transaction wait its turn (better-sqlite3 waits up to
 * five seconds). Within one process nothing changes: knex gives SQLite a single connection, so its
 * transactions already run one after the other. Savepoints (nested transactions) are unaffected.
 */
export function beginSqliteTransactionsImmediately(): void {
  type Begin = (this: SqliteTransaction, connection: unknown) => Promise<unknown>;
  interface SqliteTransaction {
    query(connection: unknown, sql: string): Promise<unknown>;
  }
  // knex has no option for this; its SQLite transaction class is patched once, for every client
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an internal knex module, without types
  const transaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction') as {
    prototype: { begin: Begin; immediate?: true };
  };
  if (transaction.prototype.immediate) return;
  transaction.prototype.begin = function begin(connection) {
    return this.query(connection, 'BEGIN IMMEDIATE;');
  };
  transaction.prototype.immediate = true;
}
