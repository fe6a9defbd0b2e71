import { describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from './appUpdate';
import { useFaqStore } from './faq';
import { useLinkHandoff } from './linkHandoff';
import { useLocaleStore } from './locale';
import { useMenuStore } from './menu';
import { useOfflineNotice } from './offlineNotice';
import { resetAllStores } from './resetRegistry';

describe('menu store', () => {
  it('opens and resets to closed', () => {
    const menu = useMenuStore.getState();
    menu.setOpen(true);
    expect(useMenuStore.getState().open).toBe(true);
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

  it('follows the disclosures: the one opened, whichever order the closing and opening events come in', () => {
    const { follow } = useFaqStore.getState();
    follow('a', true);
    expect(useFaqStore.getState().openId).toBe('a');
    // Opening b closes a: b's event first, then a's.
    follow('b', true);
    follow('a', false);
    expect(useFaqStore.getState().openId).toBe('b');
    // Opening a closes b: b's event first, then a's.
    follow('b', false);
    follow('a', true);
    expect(useFaqStore.getState().openId).toBe('a');
    follow('a', false);
    expect(useFaqStore.getState().openId).toBeNull();
  });

  it('resets to all closed', () => {
    useFaqStore.getState().toggle('a');
    useFaqStore.getState().reset();
    expect(useFaqStore.getState().openId).toBeNull();
  });
});

describe('resetAllStores', () => {
  it('returns every store to its start', async () => {
    useMenuStore.getState().setOpen(true);
    useFaqStore.getState().toggle('x');
    await useLocaleStore.getState().setLocale('fr');
    expect(useLocaleStore.getState().locale).toBe('fr');
    resetAllStores();
    await vi.waitFor(() => expect(useLocaleStore.getState().locale).toBe('en'));
    expect(useMenuStore.getState().open).toBe(false);
    expect(useFaqStore.getState().openId).toBeNull();
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});

describe('link handoff store', () => {
  it('closes the hand-off at a reset', () => {
    useLinkHandoff.getState().show('https://wa.me/237650000000');
    resetAllStores();
    expect(useLinkHandoff.getState().url).toBeNull();
  });
});

describe('app update store', () => {
  it('holds no update until one is offered, then the offered one, not yet applied', () => {
    expect(useAppUpdate.getState().apply).toBeNull();
    const apply = vi.fn();
    useAppUpdate.getState().offer(apply);
    expect(useAppUpdate.getState()).toMatchObject({ apply, dismissed: false });
    expect(apply).not.toHaveBeenCalled();
    useAppUpdate.setState({ apply: null });
  });

  it('a reset brings a dismissed notice back and keeps the waiting version', () => {
    const apply = vi.fn();
    useAppUpdate.getState().offer(apply);
    useAppUpdate.getState().dismiss();
    resetAllStores();
    expect(useAppUpdate.getState()).toMatchObject({ apply, dismissed: false });
    useAppUpdate.setState({ apply: null });
  });
});

describe('offline notice store', () => {
  it('opens on a link, closes and resets to closed', () => {
    useOfflineNotice.getState().show('https://example.org/');
    expect(useOfflineNotice.getState().url).toBe('https://example.org/');
    resetAllStores();
    expect(useOfflineNotice.getState().url).toBeNull();
  });
});
