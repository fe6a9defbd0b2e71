import type { ComponentProps } from 'react';
import type { StorePlacement } from '@shared/storeLink';
import { useStoreUrl } from '../hooks/useStoreUrl';
import { ExternalLink } from './ExternalLink';

type StoreLinkProps = Omit<ComponentProps<typeof ExternalLink>, 'href'> & {
  /** Where the link sits: its utm_content in the Play Console. */
  placement: StorePlacement;
};

/** A link to the app's store page that tells Google Play where it was followed from. */
export function StoreLink({ placement, ...rest }: StoreLinkProps) {
  return <ExternalLink href={useStoreUrl(placement)} {...rest} />;
}
