import type { MouseEvent } from 'react';
import { useCopy } from '../hooks/useCopy';
import { MAIN_HASH, skipToMain } from '../lib/skipLink';

/** "Skip to content": hidden until a keyboard reaches it, first on every page (lib/skipLink.ts). */
export function SkipLink() {
  const { common } = useCopy();
  const skip = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (skipToMain(document)) event.preventDefault();
  };
  return (
    <a href={MAIN_HASH} className="skip-link" onClick={skip}>
      {common.skipToContent}
    </a>
  );
}
