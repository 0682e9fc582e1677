import {
  searchAnswer,
  suggestAnswer,
  type SearchAnswer,
  type SearchRequest,
  type SuggestRequest,
  type Suggestion,
} from './answers';
import { LocaleIndex, type Category } from './engine';
import type { ArticleRecord, ProductRecord } from './records';
import { DEFAULT_SYNONYMS, parseSynonyms, type SynonymGroup } from './synonyms';

/** What the search thread is asked (see `searchThread.ts`); every command gets one reply. */
export type Command =
  /** start a fresh set of indexes (the current ones keep answering until `commit`) */
  | { type: 'begin'; generation: number }
  | LoadCommand
  /** the fresh set replaces the current one */
  | { type: 'commit'; generation: number }
  | { type: 'putProduct'; locale: string; record: ProductRecord }
  | { type: 'putArticle'; locale: string; record: ArticleRecord }
  | { type: 'remove'; locale: string; kind: 'product' | 'article'; documentId: string }
  | { type: 'synonyms'; groups: SynonymGroup[] }
  | { type: 'search'; locale: string; request: SearchRequest }
  | { type: 'suggest'; locale: string; request: SuggestRequest }
  | { type: 'showsMedia'; fileId: number };

/** A part of a locale's content for the set being built. */
export interface LoadCommand {
  type: 'load';
  generation: number;
  locale: string;
  products: ProductRecord[];
  articles: ArticleRecord[];
  categories?: Category[];
}

export interface IndexSize {
  products: number;
  articles: number;
}

interface Replies {
  begin: null;
  load: null;
  commit: IndexSize | null;
  putProduct: null;
  putArticle: null;
  remove: null;
  synonyms: null;
  search: SearchAnswer;
  suggest: Suggestion[];
  showsMedia: boolean;
}

export type Reply<C extends Command> = Replies[C['type']];

/**
 * The indexes of every content locale and the synonyms in force, changed and asked only through
 * commands, so that they can live on a thread of their own (`searchWorker.ts`) or, the same way,
 * in the calling thread.
 */
export class IndexStore {
  private indexes = new Map<string, LocaleIndex>();
  private fresh: { generation: number; indexes: Map<string, LocaleIndex> } | null = null;
  private synonyms: SynonymGroup[] = parseSynonyms(DEFAULT_SYNONYMS);

  handle<C extends Command>(command: C): Reply<C>;
  handle(command: Command): Replies[keyof Replies] {
    switch (command.type) {
      case 'begin':
        this.fresh = { generation: command.generation, indexes: new Map() };
        return null;
      case 'load': {
        if (this.fresh?.generation !== command.generation) return null;
        let index = this.fresh.indexes.get(command.locale);
        if (!index) {
          index = new LocaleIndex(command.locale);
          this.fresh.indexes.set(command.locale, index);
        }
        for (const record of command.products) index.putProduct(record);
        for (const record of command.articles) index.putArticle(record);
        if (command.categories) index.categories = command.categories;
        return null;
      }
      case 'commit': {
        if (this.fresh?.generation !== command.generation) return null;
        this.indexes = this.fresh.indexes;
        this.fresh = null;
        const size: IndexSize = { products: 0, articles: 0 };
        for (const index of this.indexes.values()) {
          size.products += index.size.products;
          size.articles += index.size.articles;
        }
        return size;
      }
      case 'putProduct':
        this.index(command.locale).putProduct(command.record);
        return null;
      case 'putArticle':
        this.index(command.locale).putArticle(command.record);
        return null;
      case 'remove':
        if (command.kind === 'product')
          this.index(command.locale).removeProduct(command.documentId);
        else this.index(command.locale).removeArticle(command.documentId);
        return null;
      case 'synonyms':
        this.synonyms = command.groups;
        return null;
      case 'search':
        return searchAnswer(this.index(command.locale), this.synonyms, command.request);
      case 'suggest':
        return suggestAnswer(this.index(command.locale), this.synonyms, command.request);
      case 'showsMedia':
        return [...this.indexes.values()].some((index) => index.showsMedia(command.fileId));
    }
  }

  private index(locale: string): LocaleIndex {
    let index = this.indexes.get(locale);
    if (!index) {
      index = new LocaleIndex(locale);
      this.indexes.set(locale, index);
    }
    return index;
  }
}
