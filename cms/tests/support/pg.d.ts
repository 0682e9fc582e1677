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
  interface PoolConfig extends ClientConfig {
    max?: number;
    idleTimeoutMillis?: number;
    /** idle connections do not keep the process running */
    allowExitOnIdle?: boolean;
  }
  export class Pool {
    constructor(config?: PoolConfig);
    query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): Promise<void>;
  }
  export const types: {
    getTypeParser(oid: number, format?: string): (value: string) => unknown;
  };
  const pg: { Client: typeof Client; Pool: typeof Pool; types: typeof types };
  export default pg;
}
