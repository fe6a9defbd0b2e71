import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router-dom';
import { site } from '../config/site';
import { useCopy } from '../hooks/useCopy';
import { useMenuStore } from '../store/menu';
import { BrandLogo } from '../components/BrandLogo';
import { StoreLink } from '../components/StoreLink';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { MenuSwitch } from './MenuSwitch';
import { PlainLink } from './PlainLink';
import { useMenuDismissal } from './useMenuDismissal';

const subscribeToNothing = (): (() => void) => () => undefined;
const isStarted = (): boolean => true;
const isNotStarted = (): boolean => false;

/** Whether the prerendered page's switch is on (the visitor opened the menu before the app arrived). */
const switchIsOn = (): boolean =>
  typeof document !== 'undefined' &&
  (document.getElementById('main-menu-switch') as HTMLInputElement | null)?.checked === true;

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
  // A menu the switch opened is shown as it is when the app takes it over, not opened again.
  const [openedBySwitch, setOpenedBySwitch] = useState(switchIsOn);
  // react-transition-group's `enter`, which Navbar.Collapse passes on without declaring it.
  const transition = { enter: !openedBySwitch };
  const toggle = (next: boolean): void => {
    setOpenedBySwitch(false);
    setOpen(next);
  };

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
      <Navbar
        ref={navbarRef}
        expand="lg"
        fixed="top"
        bg="white"
        className="site-navbar border-bottom"
        expanded={open}
        onToggle={toggle}
      >
        <Container>
          <Navbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2 fw-bold">
            <BrandLogo />
            <span>{site.brand}</span>
          </Navbar.Brand>
          {/* In the top bar at every width: a bilingual country switches often. */}
          <LanguageSwitch />
          {started ? (
            <Navbar.Toggle
              ref={toggleRef}
              aria-controls="main-menu"
              aria-expanded={open}
              label={open ? nav.closeLabel : nav.toggleLabel}
            />
          ) : (
            <MenuSwitch label={nav.toggleLabel} switchRef={switchRef} />
          )}
          <Navbar.Collapse id="main-menu" {...transition}>
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
            <div className="d-flex align-items-center gap-2 ms-lg-3 pb-3 pb-lg-0">
              {/* One for the desktop bar, one in the phone's menu: the Play Console tells them apart. */}
              <StoreLink
                placement="navbar"
                className="btn btn-primary d-none d-lg-inline-block"
                onClick={close}
              >
                {nav.download}
              </StoreLink>
              <StoreLink
                placement="mobile-menu"
                className="btn btn-primary d-lg-none"
                onClick={close}
              >
                {nav.download}
              </StoreLink>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
