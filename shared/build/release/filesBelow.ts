import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as sorted `/`-separated paths relative to it. */
export function filesBelow(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
    })
    .sort();
}
