declare const __KIOSK_EVENT__: string | null;

/**
 * The event a kiosk of this build stands at when its URL or the shell names
 * none (`VITE_KIOSK_EVENT`, checked when the build starts), or null.
 */
export const kioskEventDefault: string | null = __KIOSK_EVENT__;
