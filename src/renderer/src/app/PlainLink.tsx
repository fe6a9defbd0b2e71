import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate, type To } from 'react-router-dom';

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes without the app: a section anchor (`#pricing`), a static page (`./privacy-policy/`). */
  href: string;
  /** Where the app's router takes a click. */
  to: To;
  children: ReactNode;
}

/**
 * A link that works as a plain link in the prerendered page, before the app's
 * code has arrived or without JavaScript, and goes through the router once the
 * app runs. A modified or middle click keeps the browser's own behaviour (a new
 * tab opens the plain URL; main.tsx turns an anchor-only hash into its route).
 */
export function PlainLink({ href, to, onClick, children, ...rest }: PlainLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
