import { describe, expect, it } from 'vitest';
import { deferAppEntry } from './appEntry';

const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script>boot()</script>
    <script type="module" crossorigin src="./assets/index-AbC1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor-Xy_2.js">
    <link rel="modulepreload" crossorigin href="./assets/app-Q9.js">
    <link rel="stylesheet" crossorigin href="./assets/index-S1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferAppEntry', () => {
  const page = deferAppEntry(built, null);

  it('takes the entry script and its module preloads out of the page', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
  });

  it('names them, entry first, in a meta the boot script reads before it runs', () => {
    expect(page).toContain(
      '<meta name="app-entry" content="assets/index-AbC1.js assets/vendor-Xy_2.js assets/app-Q9.js" />',
    );
    expect(page.indexOf('name="app-entry"')).toBeLessThan(page.indexOf('<script>boot()'));
  });

  it('keeps the stylesheet: the prerendered page needs it', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/index-S1.css">');
  });

  it('names the service worker, before the boot script, when the build has one, and only then', () => {
    const withWorker = deferAppEntry(built, 'sw.js');
    expect(withWorker).toContain('<meta name="service-worker" content="sw.js" />');
    expect(withWorker.indexOf('name="service-worker"')).toBeLessThan(
      withWorker.indexOf('<script>boot()'),
    );
    expect(page).not.toContain('service-worker');
  });

  it('fails the build when there is no entry to defer', () => {
    expect(() => deferAppEntry('<html><head></head></html>', null)).toThrow(/no module entry/);
  });
});
