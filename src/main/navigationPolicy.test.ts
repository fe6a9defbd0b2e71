import { describe, expect, it } from 'vitest';
import { APP_ENTRY } from './appProtocol';
import { isAppNavigation, isTrustedSender } from './navigationPolicy';

describe('isAppNavigation', () => {
  it.each([APP_ENTRY, `${APP_ENTRY}#/console`, 'app://lyceo/', 'app://lyceo/#/videos'])(
    'allows the app page %s',
    (url) => expect(isAppNavigation(url, APP_ENTRY)).toBe(true),
  );

  it.each([
    'https://play.google.com/store',
    'app://lyceo/assets/index.js',
    'app://evil/index.html',
    'file:///work/out/renderer/index.html',
    'javascript:alert(1)',
    'about:blank',
    'chrome://gpu',
    'garbage',
  ])('refuses %s', (url) => expect(isAppNavigation(url, APP_ENTRY)).toBe(false));

  it('allows the dev server page in development only when it is the entry', () => {
    expect(isAppNavigation('http://localhost:5173/#/faq', 'http://localhost:5173/')).toBe(true);
    expect(isAppNavigation('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
  });
});

describe('isTrustedSender', () => {
  it('trusts only frames of the app origin', () => {
    expect(isTrustedSender(`${APP_ENTRY}#/`, APP_ENTRY)).toBe(true);
    expect(isTrustedSender('https://evil.example/', APP_ENTRY)).toBe(false);
    expect(isTrustedSender('app://evil/index.html', APP_ENTRY)).toBe(false);
    expect(isTrustedSender(undefined, APP_ENTRY)).toBe(false);
    expect(isTrustedSender('::', APP_ENTRY)).toBe(false);
  });
});
