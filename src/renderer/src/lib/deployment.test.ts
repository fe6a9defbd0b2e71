import { afterEach, describe, expect, it } from 'vitest';
import { fromAnotherDeployment } from './deployment';

const page = (files: string): void => {
  document.head.innerHTML = `<meta name="app-entry" content="${files}" />`;
};
const at = (path: string): string => new URL(path, document.baseURI).href;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('fromAnotherDeployment', () => {
  it('is false on a page that names the chunk the app runs from', () => {
    page('start.js assets/vendor-A.js assets/app-B.js');
    expect(fromAnotherDeployment(document, './', at('./assets/app-B.js'))).toBe(false);
  });

  it("is true on a page that names another deployment's chunks", () => {
    page('start.js assets/vendor-A.js assets/app-OLD.js');
    expect(fromAnotherDeployment(document, './', at('./assets/app-B.js'))).toBe(true);
  });

  it('reads a language page under fr/ from its site root', () => {
    page('start.js assets/vendor-A.js assets/app-B.js');
    expect(fromAnotherDeployment(document, '../', at('../assets/app-B.js'))).toBe(false);
  });

  it('is false on a page that names no chunks (the shell, a page that loads the app itself)', () => {
    expect(fromAnotherDeployment(document, './', at('./assets/app-B.js'))).toBe(false);
    page('start.js');
    expect(fromAnotherDeployment(document, './', at('./assets/app-B.js'))).toBe(false);
  });
});
