import type { Core } from '@strapi/strapi';

/**
 * The document service with plain types. Strapi types its parameters from generated content-type
 * definitions, which this project does not generate (see config/typescript.ts); the shapes used
 * here are checked by the integration tests instead.
 */
export type DocParams = Record<string, unknown>;
export type Doc = Record<string, unknown> & { id: number; documentId: string };

export interface Documents {
  findMany(params?: DocParams): Promise<Doc[]>;
  findFirst(params?: DocParams): Promise<Doc | null>;
  findOne(params: DocParams & { documentId: string }): Promise<Doc | null>;
  count(params?: DocParams): Promise<number>;
  create(params: DocParams & { data: DocParams }): Promise<Doc>;
  update(params: DocParams & { documentId: string; data: DocParams }): Promise<Doc | null>;
  delete(params: DocParams & { documentId: string }): Promise<unknown>;
  publish(params: DocParams & { documentId: string }): Promise<unknown>;
}

export const docs = (strapi: Core.Strapi, uid: string): Documents =>
  strapi.documents(uid as never) as unknown as Documents;
