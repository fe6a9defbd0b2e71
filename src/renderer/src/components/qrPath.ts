import { correction, generate } from 'lean-qr/nano';

/** Four modules of white around the code, as the QR standard asks for a reliable scan. */
const QUIET_ZONE = 4;

/**
 * A QR code of `value` (byte mode, UTF-8, error correction M or better) as one
 * SVG path of unit squares, with the side of its square viewBox, quiet zone
 * included. lean-qr's 2 KB "nano" build: made here, no network.
 */
export function qrPath(value: string): { side: number; path: string } {
  const code = generate(value, { minCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { side: code.size + QUIET_ZONE * 2, path };
}
