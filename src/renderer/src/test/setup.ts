import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';
import { useStoreLinks } from '../store/storeLinks';

// jsdom has no layout: give the scroll APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Every lazy chunk (pages, landing sections, kiosk layer, French copy) is a
// page, feature or content module. Vite transforms a module on its first import,
// which can take seconds on a loaded machine; importing them all here, with no
// clock, means no findBy* in a test races that transform.
const lazyTargets = import.meta.glob([
  '../pages/*.tsx',
  '../features/**/*.tsx',
  '../content/*.ts',
  '!../**/*.test.*',
]);
beforeAll(async () => {
  await Promise.all(Object.values(lazyTargets).map((load) => load()));
});

// findBy*/waitFor return as soon as their condition holds; the ceiling is for a
// CI machine whose two cores are shared, where a re-render can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  // Set at start-up and never reset by the kiosk; each test starts as the public website.
  useStoreLinks.getState().configure({ source: 'website', campaign: null });
  window.location.hash = '';
});
