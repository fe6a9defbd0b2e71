import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeHash } from '../lib/sectionHash';
import { scrollToSection } from '../lib/motion';
import { useMenuStore } from '../store/menu';

/**
 * On every navigation: close the mobile menu, then land on the section named
 * by the hash (`#/#pricing`) or at the top of the new page. Not on arrival: the
 * page is where the visitor has scrolled the prerendered landing page to (a
 * deep link's section is scrolled to by the landing sections when they arrive).
 */
export function useRouteEffects(): void {
  const { key, pathname, hash } = useLocation();
  const closeMenu = useMenuStore((state) => state.reset);
  // Compared in full, and only until the first navigation: an address typed into the
  // bar (`#/videos`) has no history state, so its key is the arrival's ("default").
  const arrival = useRef<{ key: string; pathname: string; hash: string } | null>({
    key,
    pathname,
    hash,
  });

  useEffect(() => {
    const first = arrival.current;
    if (first?.key === key && first.pathname === pathname && first.hash === hash) return;
    arrival.current = null;
    closeMenu();
    const section = decodeHash(hash);
    if (section && scrollToSection(section)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, pathname, hash, closeMenu]);
}
