declare const __STAFF_PIN__: string | null;

/**
 * The browser kiosk's staff PIN (`VITE_STAFF_PIN`), or null: then a browser
 * kiosk has no staff view. Only kiosk code imports this module, so the PIN
 * stays out of the website's entry chunk.
 */
export const staffPin: string | null = __STAFF_PIN__;
