import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';

// jsdom has no layout: give the scroll APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy*/waitFor wait on lazily loaded chunks: their first transform can take
// seconds on a loaded 2-core CI machine, far past the 1 s default. Waiting
// longer costs nothing when the condition holds; a missing element still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetAllStores();
  window.location.hash = '';
});
