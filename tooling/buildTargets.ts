import browserslist from 'browserslist';

/** browserslist's names for the engines esbuild can lower syntax and CSS for. */
const ESBUILD_ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * esbuild's targets (`chrome80`, `ios15.0`…) for the oldest version of each engine in a
 * browserslist: the build lowers JavaScript syntax and CSS to them. Engines esbuild does not
 * know (Samsung Internet, UC…) run a Chromium; the list's own `chrome` entry is their floor.
 */
export function esbuildTargets(browsers: readonly string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browsers) {
    const [name = '', range = ''] = entry.split(' ');
    const engine = ESBUILD_ENGINES[name];
    // "15.2-15.3": the range's first version is the oldest.
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (!engine || !Number.isFinite(version)) continue;
    oldest.set(engine, Math.min(oldest.get(engine) ?? Infinity, version));
  }
  if (oldest.size === 0)
    throw new Error(`No engine esbuild knows in the browserslist: ${browsers.join(', ')}`);
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}

/** The targets of package.json's `browserslist`, read from the project root. */
export function projectBuildTargets(projectRoot: string): string[] {
  return esbuildTargets(browserslist(undefined, { path: projectRoot }));
}
