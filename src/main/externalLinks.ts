import { isAllowedExternalUrl, type LinkPolicy } from '@shared/linkPolicy';

/** Electron's shell.openExternal, injected so this module stays free of Electron. */
export type OpenInSystemBrowser = (url: string) => Promise<void>;

/** The only door to the system browser: a URL passes the link policy or nothing happens. */
export function createAllowedLinkOpener(policy: LinkPolicy, openInBrowser: OpenInSystemBrowser) {
  return (url: unknown): boolean => {
    if (!isAllowedExternalUrl(policy, url)) return false;
    void openInBrowser(url as string).catch(() => undefined);
    return true;
  };
}
