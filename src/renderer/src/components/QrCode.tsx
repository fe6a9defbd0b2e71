import { qrPath } from './qrPath';

/** A QR code drawn as SVG (qrPath): made here, no network. */
export function QrCode({
  value,
  label,
  size = 240,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  /** Beside `qr-code`: a size set in CSS (the kiosk's store dialog: a share of the screen). */
  className?: string;
}) {
  const { side: total, path } = qrPath(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${total}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className ? `qr-code ${className}` : 'qr-code'}
      data-qr-value={value}
    >
      <rect width={total} height={total} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
