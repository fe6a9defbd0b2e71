/** A generated avatar: initials on a colour picked from the name, so no photo is needed. */
const PALETTE = ['#0b6e4f', '#14213d', '#7a3e9d', '#b3541e', '#1d5fa0'] as const;

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
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
