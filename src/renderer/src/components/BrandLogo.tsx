/** The brand mark, inline so it costs no request. Decorative: the brand name is always beside it. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6e4f" />
      <path d="M14 22l18-8 18 8-18 8z" fill="#fcd116" />
      <path d="M22 28v10c0 4 20 4 20 0V28l-10 4z" fill="#fff" />
      <path d="M50 22v14" stroke="#fcd116" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
