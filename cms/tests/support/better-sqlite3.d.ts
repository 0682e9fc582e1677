// The subset of better-sqlite3 the tests use (the package ships no types).
declare module 'better-sqlite3' {
  interface Statement {
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): unknown;
  }
  interface Database {
    prepare(sql: string): Statement;
    backup(destination: string): Promise<unknown>;
    close(): void;
  }
  const Database: new (
    filename: string,
    options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number },
  ) => Database;
  export default Database;
}
