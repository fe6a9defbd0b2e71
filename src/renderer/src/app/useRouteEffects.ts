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
  const { key, hash } = useLocation();
  const closeMenu = useMenuStore((state) => state.reset);
  const arrival = useRef({ key, hash });

  useEffect(() => {
    if (key === arrival.current.key && hash === arrival.current.hash) return;
    closeMenu();
    const section = decodeHash(hash);
    if (section && scrollToSection(section)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, hash, closeMenu]);
}
