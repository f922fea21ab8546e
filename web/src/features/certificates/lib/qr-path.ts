// A QR code as one SVG path, drawn by React rather than by the library's own renderers: crisp at any
// print size, no canvas, no HTML string. The `qrcode` package is loaded only when a code is drawn.

export interface QrDrawing {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** One `M x y h1 v1 h-1 z` square per dark module. */
  path: string;
}

/** The quiet zone around the code, in modules: the standard asks for four. */
const QUIET_ZONE = 4;

export async function drawQr(text: string): Promise<QrDrawing> {
  const { create } = await import('qrcode');
  // Level M survives a crease or a smudge on a printed certificate and keeps the code small.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
