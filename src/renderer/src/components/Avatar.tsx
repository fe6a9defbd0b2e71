/**
 * A generated avatar: initials on a colour picked from the name, so no photo is needed.
 * Each colour keeps white initials at 4.5:1 and stands out at 3:1 from a card in either
 * scheme (white, and the dark page's #1a2430, where the brand navy vanished): darkPalette.test.ts.
 */
export const AVATAR_COLOURS = ['#0f7d5a', '#3f6fb5', '#6d5bd0', '#b3541e', '#1f7a8c'] as const;

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export function Avatar({
  name,
  initials,
  size = 56,
}: {
  name: string;
  initials: string;
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill={colourFor(name)} />
      <text
        x="28"
        y="34"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
