import { isAllowedExternalUrl, type LinkPolicy } from '@shared/linkPolicy';

export type OpenExternal = (url: string) => Promise<void>;

/** The only door to the system browser: a URL passes the link policy or nothing happens. */
export function createExternalOpener(policy: LinkPolicy, openExternal: OpenExternal) {
  return (url: unknown): boolean => {
    if (!isAllowedExternalUrl(policy, url)) return false;
    void openExternal(url as string).catch(() => undefined);
    return true;
  };
}
