import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../config/site';
import { fill } from '../lib/template';
import { useCopy } from '../hooks/useCopy';
import { useMenuStore } from '../store/menu';
import { BrandLogo } from '../components/BrandLogo';
import { StoreButton } from '../components/StoreButton';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { MenuSwitch } from './MenuSwitch';
import { PlainLink } from './PlainLink';
import { useMenuDismissal } from './useMenuDismissal';

const subscribeToNothing = (): (() => void) => () => undefined;
const isStarted = (): boolean => true;
const isNotStarted = (): boolean => false;

export function SiteNavbar() {
  const { nav } = useCopy();
  const open = useMenuStore((state) => state.open);
  const setOpen = useMenuStore((state) => state.setOpen);
  const close = useMenuStore((state) => state.reset);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navbarRef = useRef<HTMLElement>(null);
  const switchRef = useRef<HTMLInputElement>(null);
  // The prerendered page's checkbox switch until React runs here, then the menu
  // button: false while hydrating, so the first render matches the page's markup.
  const started = useSyncExternalStore(subscribeToNothing, isStarted, isNotStarted);
  const focusToggle = useRef(false);
  const toggle = (): void => setOpen(!open);

  useLayoutEffect(() => {
    const menuSwitch = switchRef.current;
    if (!menuSwitch) return;
    // The visitor may have opened the menu, or focused its toggle, before the app arrived.
    if (menuSwitch.checked) setOpen(true);
    focusToggle.current = document.activeElement === menuSwitch;
  }, [setOpen]);

  useEffect(() => {
    if (started && focusToggle.current) toggleRef.current?.focus();
  }, [started]);

  useMenuDismissal(open, close, navbarRef, toggleRef);

  return (
    <header>
      {/* Bootstrap's navbar markup, no react-bootstrap Navbar: its collapse animation
          (react-transition-group) cost every first view 4 KB gzip for a menu that
          opens as fast without it. */}
      <nav
        ref={navbarRef}
        className="site-navbar navbar navbar-expand-lg navbar-light bg-white fixed-top"
      >
        <div className="container">
          <Link to="/" className="d-flex align-items-center gap-2 fw-bold navbar-brand">
            <BrandLogo />
            <span>{site.brand}</span>
          </Link>
          {/* A phone's way to the store on every route, one tap away: the mark alone fits
              beside EN | FR and the menu at 320 px (the desktop bar has its own, with words). */}
          <StoreButton
            placement="top-bar"
            className="navbar-store d-lg-none"
            compact
            onClick={close}
          >
            {fill(nav.storeMarkLabel, { brand: site.brand })}
          </StoreButton>
          {/* In the top bar at every width: a bilingual country switches often. */}
          <LanguageSwitch />
          {started ? (
            <button
              ref={toggleRef}
              type="button"
              className={`navbar-toggler${open ? '' : ' collapsed'}`}
              aria-controls="main-menu"
              aria-expanded={open}
              aria-label={open ? nav.closeLabel : nav.toggleLabel}
              onClick={toggle}
            >
              <span className="navbar-toggler-icon" />
            </button>
          ) : (
            <MenuSwitch label={nav.toggleLabel} closeLabel={nav.closeLabel} switchRef={switchRef} />
          )}
          <div className={`navbar-collapse collapse${open ? ' show' : ''}`} id="main-menu">
            {/* Plain Bootstrap markup: react-bootstrap's Nav adds roving-focus JS these links do not need. */}
            <ul className="navbar-nav ms-auto align-items-lg-center" aria-label={nav.mainLabel}>
              {nav.entries.map((entry) => (
                <li className="nav-item" key={entry.section}>
                  <PlainLink
                    className="nav-link"
                    href={`#${entry.section}`}
                    to={{ pathname: '/', hash: entry.section }}
                    onClick={close}
                  >
                    {entry.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
            {/* The specification's phone menu "also holds a Download App button", the top bar's
                mark aside: its own placement, so the Play Console tells the two apart. */}
            <StoreButton placement="menu" className="menu-store d-lg-none" onClick={close}>
              {nav.download}
            </StoreButton>
          </div>
          {/* The desktop bar's, after its entries and before EN | FR (order, _menu.scss). Outside
              the menu, which holds only the phone's button at every width below the desktop bar. */}
          <StoreButton placement="navbar" className="d-none d-lg-inline-block ms-lg-3">
            {nav.download}
          </StoreButton>
        </div>
        <span className="flag-stripe" aria-hidden="true" />
      </nav>
    </header>
  );
}
