/**
 * The deck's three control icons, drawn here: react-icons' fa6 set is in the
 * first view's vendor chunk (the hero's Google Play mark), so any icon of it
 * used here would be shipped to every visitor.
 */
const PATHS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  leave: 'M6 6l12 12M18 6L6 18',
} as const;

export function DeckIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
