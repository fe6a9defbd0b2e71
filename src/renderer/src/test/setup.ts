import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAllStores } from '../store/resetRegistry';

// jsdom has no layout: give the scroll APIs the app calls a harmless body.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  resetAllStores();
  window.location.hash = '';
});
