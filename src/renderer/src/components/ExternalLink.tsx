import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useCopy } from '../hooks/useCopy';
import { useLinkHandoff } from '../store/linkHandoff';
import { useOfflineNotice } from '../store/offlineNotice';
import { useSiteRun } from '../store/siteRun';

interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
  /** mailto: links open the mail app, not a tab. */
  newTab?: boolean;
  /** What screen readers hear after the text of a link that opens a tab: "(opens in a new tab)" unless it says more. */
  newTabHint?: string;
}

/**
 * Every link that leaves the site: new tab, no opener, no referrer, said so to
 * screen readers. In kiosk mode it opens the QR dialog instead, so the visitor
 * takes the link away on their phone and the kiosk stays put (offline too: the
 * phone has its own network). Offline elsewhere, a web link opens its QR code
 * with a word on why (a presenter's audience has phones that are online);
 * mailto: still opens the mail app, which queues.
 */
export function ExternalLink({
  href,
  children,
  newTab = true,
  newTabHint,
  'aria-label': label,
  onClick,
  ...rest
}: ExternalLinkProps) {
  const { common } = useCopy();
  const hint = newTabHint ?? common.newTab;
  const handOff = useSiteRun((run) => run.kiosk);
  const show = useLinkHandoff((state) => state.show);
  const showOffline = useOfflineNotice((state) => state.show);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (handOff) {
      event.preventDefault();
      show(href);
    } else if (!navigator.onLine && /^https?:/.test(href)) {
      // Read at the click: no link needs to re-render when the network comes and goes.
      event.preventDefault();
      showOffline(href);
    }
  };
  return (
    <a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      aria-label={label && newTab ? `${label} ${hint}` : label}
      onClick={handleClick}
      {...rest}
    >
      {children}
      {newTab && <span className="visually-hidden"> {hint}</span>}
    </a>
  );
}
