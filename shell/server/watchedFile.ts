import fs from 'node:fs';

export interface WatchedFileOptions<T> {
  parse: (text: string) => T;
  /** What a missing file means; without it, a missing file is refused like an unreadable one. */
  whenMissing?: T;
  /** Told why a version of the file was refused, once per version. */
  refused: (reason: string) => void;
}

/**
 * A settings file read again when it changes (its size, time or inode). A version that cannot be
 * read or parsed is refused once and the last good value keeps serving.
 */
export class WatchedFile<T> {
  private seen = '';

  constructor(
    readonly file: string,
    private value: T,
    private readonly options: WatchedFileOptions<T>,
  ) {}

  current(): T {
    let stamp: string;
    try {
      const stat = fs.statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && this.options.whenMissing !== undefined) {
        this.seen = 'missing';
        this.value = this.options.whenMissing;
      } else this.refuse('missing', `cannot be read (${code ?? String(error)})`);
      return this.value;
    }
    if (stamp === this.seen) return this.value;
    try {
      this.value = this.options.parse(fs.readFileSync(this.file, 'utf8'));
      this.seen = stamp;
    } catch (error) {
      // A file replaced between stat and read is read again on the next call.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.refuse(stamp, (error as Error).message);
      }
    }
    return this.value;
  }

  private refuse(stamp: string, reason: string): void {
    if (stamp === this.seen) return;
    this.seen = stamp;
    this.options.refused(reason);
  }
}
