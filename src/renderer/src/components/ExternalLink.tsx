import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useCopy } from '../lib/useCopy';

interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
}

/** Every link that leaves the site: new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({ href, children, 'aria-label': label, ...rest }: ExternalLinkProps) {
  const { common } = useCopy();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${common.newTab}` : undefined}
      {...rest}
    >
      {children}
      <span className="visually-hidden"> {common.newTab}</span>
    </a>
  );
}
