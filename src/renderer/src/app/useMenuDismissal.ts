import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How far the page may scroll under an open menu (a thumb's nudge) before it closes. */
const SCROLL_SLACK_PX = 24;

/**
 * The phone menu gets out of the way as a thumb expects: a tap outside the
 * navbar, a scroll of the page (unless the open menu is taller than the
 * screen), a navigation (back button included) or Escape closes it. Escape
 * hands the focus back to the menu button.
 */
export function useMenuDismissal(
  open: boolean,
  close: () => void,
  navbar: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    // Only a move to another entry: the first render keeps a menu opened before the app ran.
    if (shownKey.current === key) return;
    shownKey.current = key;
    close();
  }, [key, close]);

  useEffect(() => {
    if (!open) return undefined;
    const openedAt = window.scrollY;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent): void => {
      if (!navbar.current?.contains(event.target as Node)) close();
    };
    const onScroll = (): void => {
      if (Math.abs(window.scrollY - openedAt) <= SCROLL_SLACK_PX) return;
      // With large text on a small phone the bar and its open menu are taller than the
      // screen and scroll with the page: scrolling is how the visitor reaches the last items.
      const bar = navbar.current?.getBoundingClientRect();
      if (bar && bar.height > window.innerHeight) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, close, navbar, toggle]);
}
