import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeHash } from '../lib/sectionHash';
import { scrollToSection } from '../lib/motion';
import { useMenuStore } from '../store/menu';

/**
 * On every navigation: close the mobile menu, then land on the section named
 * by the hash (`#/#pricing`) or at the top of the new page.
 */
export function useRouteEffects(): void {
  const { key, hash } = useLocation();
  const closeMenu = useMenuStore((state) => state.reset);

  useEffect(() => {
    closeMenu();
    const section = decodeHash(hash);
    if (section && scrollToSection(section)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, hash, closeMenu]);
}
