import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';

// jsdom has no layout: give the scroll APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy/waitFor wait for lazy chunks (landing sections, pages): a condition, not a
// race against Testing Library's 1 s default, which a busy 2-core CI can lose.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  window.location.hash = '';
});
