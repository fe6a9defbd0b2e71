import { describe, expect, it } from 'vitest';
import { APP_ENTRY } from './appProtocol';
import { isAppCsvExport } from './downloadPolicy';

describe('download policy', () => {
  it('lets through a CSV blob made by the app page', () => {
    expect(isAppCsvExport('blob:app://lyceo/5f1c-77', 'text/csv', APP_ENTRY)).toBe(true);
    expect(isAppCsvExport('blob:app://lyceo/5f1c-77', 'text/csv;charset=utf-8', APP_ENTRY)).toBe(
      true,
    );
  });

  it.each([
    ['https://evil.example/x.csv', 'text/csv'],
    ['blob:https://evil.example/5f1c', 'text/csv'],
    ['blob:app://other/5f1c', 'text/csv'],
    ['blob:app://user@lyceo/5f1c', 'text/csv'],
    ['blob:app://lyceo/5f1c', 'application/octet-stream'],
    ['blob:app://lyceo/5f1c', 'text/csvx'],
    ['file:///etc/passwd', 'text/csv'],
    ['blob:not a url', 'text/csv'],
  ])('refuses %s (%s)', (url, mime) => {
    expect(isAppCsvExport(url, mime, APP_ENTRY)).toBe(false);
  });
});
