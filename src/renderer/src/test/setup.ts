import { threadId } from 'node:worker_threads';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';
import { PUBLIC_WEBSITE, startSiteRun } from '../store/siteRun';

// jsdom has no layout: it lacks scrollIntoView and reports scrollTo as not
// implemented. Each test gets silent ones and loses them after it, so no stub
// outlives the test (a test may still spy on them to see where the app scrolled).
const noScroll = (): void => undefined;
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value: noScroll,
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(noScroll);
});

// A lazy page or section is imported, and transformed on first use, when a test
// renders it. findBy*/waitFor return as soon as their condition holds; the
// ceiling is for a CI machine whose two cores are shared, where that first
// transform or a re-render can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  // Set at start-up and never reset by the kiosk; each test starts as the public website.
  startSiteRun(PUBLIC_WEBSITE);
  window.location.hash = '';
  // Spies first (a test's own on scrollIntoView wraps the stub), then the stub itself.
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

// Node's BroadcastChannel reaches every thread of the process, and Vitest runs test files in
// threads side by side: two files' presenter decks (features/present/deckSync.ts) heard each
// other. A channel here reaches only its own test thread, as a browser's reaches only its origin.
{
  const Channel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(`${name}:${threadId}`);
    }
  };
}
