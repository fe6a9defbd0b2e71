import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir`, at any depth, as paths that start with `dir`. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
