/**
 * An iPhone, iPad or iPod, by its user agent: the app is Android only, and
 * such a visitor is told so plainly. iPadOS 13 and later asks for desktop
 * pages as a Mac; a Mac with a touch screen is taken for the iPad it is.
 */
export function isAppleMobile(agent: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/.test(agent.userAgent)) return true;
  return /Macintosh/.test(agent.userAgent) && agent.maxTouchPoints > 1;
}
