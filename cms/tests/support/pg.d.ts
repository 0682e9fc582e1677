// The subset of pg the tests use (the package ships no types).
declare module 'pg' {
  interface QueryResult<R> {
    rows: R[];
    rowCount: number | null;
  }
  interface ClientConfig {
    connectionString?: string;
    /** command-line options sent to the server at connection start, e.g. `-c name=value` */
    options?: string;
    connectionTimeoutMillis?: number;
    types?: { getTypeParser(oid: number, format?: string): (value: string) => unknown };
  }
  export class Client {
    constructor(config?: ClientConfig);
    connect(): Promise<void>;
    query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
    end(): Promise<void>;
  }
  export const types: {
    getTypeParser(oid: number, format?: string): (value: string) => unknown;
  };
  const pg: { Client: typeof Client; types: typeof types };
  export default pg;
}
