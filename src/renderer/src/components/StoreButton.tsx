import type { ComponentProps } from 'react';
import { StoreLink } from './StoreLink';
import { StoreMark } from './StoreMark';

type StoreButtonProps = ComponentProps<typeof StoreLink> & {
  /** The mark alone, its words for screen readers only: the phone's top bar. */
  compact?: boolean;
};

/**
 * Every store button of the site, in one look (`.btn-store`, _site.scss): our
 * mark and the words, tagged with where it sits (`placement`). At a kiosk it
 * opens the QR hand-off, as every outbound link does.
 */
export function StoreButton({ className, compact = false, children, ...rest }: StoreButtonProps) {
  return (
    <StoreLink className={className ? `btn btn-store ${className}` : 'btn btn-store'} {...rest}>
      <StoreMark />
      {compact ? <span className="visually-hidden">{children}</span> : children}
    </StoreLink>
  );
}
