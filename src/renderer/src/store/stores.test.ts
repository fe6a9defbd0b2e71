import { describe, expect, it } from 'vitest';
import { useFaqStore } from './faq';
import { useLocaleStore } from './locale';
import { useMenuStore } from './menu';
import { resetAllStores } from './resetAll';

describe('menu store', () => {
  it('toggles, closes and resets', () => {
    const menu = useMenuStore.getState();
    menu.toggle();
    expect(useMenuStore.getState().open).toBe(true);
    menu.toggle();
    expect(useMenuStore.getState().open).toBe(false);
    menu.setOpen(true);
    menu.close();
    expect(useMenuStore.getState().open).toBe(false);
    menu.setOpen(true);
    menu.reset();
    expect(useMenuStore.getState().open).toBe(false);
  });
});

describe('FAQ store', () => {
  it('keeps at most one item open; toggling the open one closes it', () => {
    const { toggle } = useFaqStore.getState();
    toggle('a');
    expect(useFaqStore.getState().openId).toBe('a');
    toggle('b');
    expect(useFaqStore.getState().openId).toBe('b');
    toggle('b');
    expect(useFaqStore.getState().openId).toBeNull();
  });

  it('resets to all closed', () => {
    useFaqStore.getState().toggle('a');
    useFaqStore.getState().reset();
    expect(useFaqStore.getState().openId).toBeNull();
  });
});

describe('resetAllStores', () => {
  it('returns every store to its start', () => {
    useMenuStore.getState().setOpen(true);
    useFaqStore.getState().toggle('x');
    useLocaleStore.getState().setLocale('fr');
    resetAllStores();
    expect(useMenuStore.getState().open).toBe(false);
    expect(useFaqStore.getState().openId).toBeNull();
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});
