import { allowedLink, type LinkPolicy } from '@shared/linkPolicy';

/** Electron's shell.openExternal, injected so this module stays free of Electron. */
export type OpenInSystemBrowser = (url: string) => Promise<void>;

/**
 * The only door to the system browser: a URL passes the link policy, and the
 * policy's normalized URL (never the string that came in) is opened. A kiosk
 * has no door at all: a browser opened there would live outside the idle
 * reset, the key blocking and the in-memory session, and the next visitor
 * would find the last one's logged-in page. Kiosk links go out as QR codes.
 */
export function createAllowedLinkOpener(
  policy: LinkPolicy,
  openInBrowser: OpenInSystemBrowser,
  mode: { kiosk: boolean },
) {
  return (candidate: unknown): boolean => {
    if (mode.kiosk) return false;
    const url = allowedLink(policy, candidate);
    if (url === null) return false;
    void openInBrowser(url).catch(() => undefined);
    return true;
  };
}
