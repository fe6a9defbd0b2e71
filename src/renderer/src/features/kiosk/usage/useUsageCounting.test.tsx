import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFaqStore } from '../../../store/faq';
import { useLinkHandoff } from '../../../store/linkHandoff';
import { useLocaleStore } from '../../../store/locale';
import { useConsoleFilters } from '../../../store/consoleFilters';
import { useKioskStore } from '../kioskStore';
import { emptyUsage, localDayKey } from '../../../lib/usage/usageReducer';
import { USAGE_STORAGE_KEY } from '../../../lib/usage/usageStorage';
import { usageSaved, useUsageStore } from '../../../store/usageStore';
import { useUsageCounting } from './useUsageCounting';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };

function Counting() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  useUsageCounting();
  return null;
}

function renderCounting() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Counting />
    </MemoryRouter>,
  );
  return router;
}

const NOW = new Date(2025, 2, 14, 10, 0, 0);
const today = () => useUsageStore.getState().counts.days[localDayKey(NOW.getTime())];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  useUsageStore.setState({ counts: emptyUsage(), loaded: false });
});

describe('usage counting', () => {
  it('counts a visit from the stores and the route, and nothing before the attract loop is dismissed', async () => {
    const router = renderCounting();
    await vi.waitFor(() => expect(useUsageStore.getState().loaded).toBe(true));

    // Still on the attract loop: nothing counts.
    useFaqStore.getState().toggle('free');
    useFaqStore.getState().reset();
    expect(today()).toBeUndefined();

    act(() => useKioskStore.getState().dismissAttract());
    await act(() => useLocaleStore.getState().setLocale('fr'));
    act(() => useLinkHandoff.getState().show('https://wa.me/237650000000?text=Hi'));
    act(() => useLinkHandoff.getState().close());
    act(() =>
      useLinkHandoff.getState().show('https://play.google.com/store/apps/details?id=cm.lyceo.app'),
    );
    act(() => useFaqStore.getState().toggle('free'));
    act(() => useFaqStore.getState().toggle('free')); // closing counts nothing
    act(() => useConsoleFilters.getState().setFilter('search', 'm'));
    act(() => useConsoleFilters.getState().setFilter('search', 'ma')); // the same search, typed on
    act(() => useConsoleFilters.getState().setFilter('search', ''));
    act(() => useConsoleFilters.getState().setFilter('search', 'physique')); // a second search
    await act(() => router.navigate('/console'));
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/nowhere'));

    expect(today()).toMatchObject({
      sessions: 1,
      searches: 2,
      languages: { fr: 1 },
      routes: { '/': 1, '/console': 1, other: 1 },
      qr: { whatsapp: 1, store: 1 },
      faq: { free: 1 },
    });

    // The idle reset ends the visit; what the reset itself changes counts for nothing.
    vi.setSystemTime(new Date(NOW.getTime() + 100_000));
    act(() => useKioskStore.getState().reset());
    await act(() => useLocaleStore.getState().setLocale('en'));
    await act(() => router.navigate('/'));
    expect(today()?.languages).toEqual({ fr: 1 });
    expect(today()?.lengths.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(today()?.sessions).toBe(1);

    // A browser kiosk keeps them in localStorage.
    await usageSaved();
    const stored = JSON.parse(localStorage.getItem(USAGE_STORAGE_KEY) ?? 'null') as unknown;
    expect(stored).toEqual(useUsageStore.getState().counts);
  });
});

describe('sections seen', () => {
  /** The browser's IntersectionObserver, driven by the test: `enter` puts a section in the middle band. */
  let enter: (section: Element) => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
    vi.setSystemTime(NOW);
    class FakeIntersectionObserver {
      constructor(private readonly report: IntersectionObserverCallback) {
        enter = (section) =>
          this.report(
            [{ target: section, isIntersecting: true } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe(): void {}
      disconnect(): void {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '<main id="main"><section id="home"></section></main>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('counts the section on screen when the visit starts, though it entered the band under the attract loop', async () => {
    useKioskStore.setState({ attract: true });
    renderCounting();
    await vi.waitFor(() => expect(useUsageStore.getState().loaded).toBe(true));
    enter(document.getElementById('home') as Element);
    act(() => vi.advanceTimersByTime(5_000)); // the attract loop is still up: not a visit yet
    act(() => useKioskStore.getState().dismissAttract());
    act(() => vi.advanceTimersByTime(6_000)); // the visitor reads the hero without scrolling
    expect(today()?.sections).toEqual({ home: 1 });
  });

  it("counts the hero's store code seen for 5 s in a visit, and the attract loop each time it stays 5 s; a passer-by's code reaches nobody", async () => {
    localStorage.removeItem(USAGE_STORAGE_KEY); // what the test before saved
    useKioskStore.setState({ attract: true });
    document.body.innerHTML =
      '<div id="root"><main id="main"><figure data-store-qr="hero-qr"></figure></main></div>';
    renderCounting();
    await vi.waitFor(() => expect(useUsageStore.getState().loaded).toBe(true));
    const touch = (): void => void window.dispatchEvent(new Event('pointerdown'));
    enter(document.querySelector('[data-store-qr]') as Element);
    act(() => vi.advanceTimersByTime(5_000)); // the loop stayed 5 s: its code was shown
    expect(today()?.shown).toEqual({ attract: 1 });
    act(() => useKioskStore.getState().dismissAttract());
    act(() => vi.advanceTimersByTime(6_000));
    touch(); // still there after 6 s: a visit, which had the hero's code 5 s before it
    expect(today()?.shown).toEqual({ attract: 1 }); // told when the visit ends
    act(() => useKioskStore.getState().reset());
    expect(today()?.shown).toEqual({ attract: 1, 'hero-qr': 1 });
    expect(today()?.reached).toEqual({ seen: 1 });
    // A passer-by: one touch (the dismissal), gone; the code stays on screen long after.
    act(() => vi.advanceTimersByTime(2_000)); // the loop dismissed within 5 s: no attract count
    act(() => useKioskStore.getState().dismissAttract());
    act(() => vi.advanceTimersByTime(10_000));
    act(() => useKioskStore.getState().reset());
    expect(today()?.shown).toEqual({ attract: 1, 'hero-qr': 1 });
    expect(today()?.reached).toEqual({ seen: 1 });
    expect(today()).toMatchObject({ sessions: 2, passersBy: 1, visitSeconds: { 6: 1 } });
  });
});
