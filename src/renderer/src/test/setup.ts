import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';
import { useStoreLinks } from '../store/storeLinks';

// jsdom has no layout: give the scroll APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// A lazy page or section is imported, and transformed on first use, when a test
// renders it. findBy*/waitFor return as soon as their condition holds; the
// ceiling is for a CI machine whose two cores are shared, where that first
// transform or a re-render can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  // Set at start-up and never reset by the kiosk; each test starts as the public website.
  useStoreLinks.getState().configure({ source: 'website', campaign: null });
  window.location.hash = '';
});
