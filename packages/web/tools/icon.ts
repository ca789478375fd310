/**
 * The app's icons as pixels, drawn from the geometry of `public/favicon.svg` (a flag on a pole,
 * cream on the brand green, in a 32×32 box): no image files to keep in step by hand, and the same
 * bytes on every build. Each pixel is the average of 4×4 samples (anti-aliased edges).
 */

/** The brand green and the flag's cream, as in favicon.svg. */
const GREEN = [0x2f, 0x5d, 0x50] as const;
const CREAM = [0xf4, 0xef, 0xe3] as const;

/** How an icon is drawn: its side in pixels, its shape, and the flag's size relative to favicon.svg. */
export interface IconStyle {
  readonly size: number;
  /** `rounded`: the favicon's rounded square on transparency; `square`: green to the edges (maskable, Apple). */
  readonly shape: 'rounded' | 'square';
  /** 1 draws the flag as in the favicon; less shrinks it about the centre (a maskable icon's safe zone). */
  readonly flagScale: number;
}

/** An icon of the build: its file under dist, its style, and its `purpose` in the manifest (null: not listed there). */
export interface IconFile extends IconStyle {
  readonly file: string;
  readonly purpose: 'any' | 'maskable' | null;
}

/**
 * The icons the build writes. Chromium installs with a PNG of at least 144 px (192 and 512 are what
 * Android asks for); a maskable icon keeps the flag within the central 80 % circle that a launcher
 * may crop to; iOS reads `apple-touch-icon` (180 px, opaque: it rounds the corners itself).
 */
export const ICONS: readonly IconFile[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'rounded', flagScale: 1, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, shape: 'rounded', flagScale: 1, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, shape: 'square', flagScale: 0.8, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, shape: 'square', flagScale: 1, purpose: null },
];

type Point = readonly [number, number];

/** favicon.svg's strokes: `M9 6v21` and `M9 7h13l-3 4 3 4H9`, 2.5 wide, butt caps, round joins. */
const STROKES: readonly (readonly Point[])[] = [
  [
    [9, 6],
    [9, 27],
  ],
  [
    [9, 7],
    [22, 7],
    [19, 11],
    [22, 15],
    [9, 15],
  ],
];
const HALF_WIDTH = 1.25;
const CORNER_RADIUS = 6;
const SAMPLES = 4;

/** Whether (x, y) lies on a stroke: within half the width of a segment (butt ends) or of an inner vertex (round join). */
function onStroke(x: number, y: number): boolean {
  for (const line of STROKES) {
    for (let i = 0; i + 1 < line.length; i++) {
      const [ax, ay] = line[i]!;
      const [bx, by] = line[i + 1]!;
      const dx = bx - ax;
      const dy = by - ay;
      const t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy);
      if (t >= 0 && t <= 1 && Math.abs((x - ax) * dy - (y - ay) * dx) / Math.hypot(dx, dy) <= HALF_WIDTH) return true;
    }
    for (let i = 1; i + 1 < line.length; i++) {
      const [vx, vy] = line[i]!;
      if (Math.hypot(x - vx, y - vy) <= HALF_WIDTH) return true;
    }
  }
  return false;
}

/** Whether (x, y) lies inside the favicon's 32×32 square with corners rounded to 6. */
function inRoundedSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, CORNER_RADIUS), 32 - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), 32 - CORNER_RADIUS);
  return Math.hypot(x - cx, y - cy) <= CORNER_RADIUS;
}

/** The icon's pixels, RGBA, rows top to bottom (`size`² × 4 bytes); transparent outside a rounded icon's corners. */
export function renderIcon(style: IconStyle): Uint8Array {
  const { size, shape, flagScale } = style;
  const out = new Uint8Array(size * size * 4);
  const n = SAMPLES * SAMPLES;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let alpha = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          // The sample in the favicon's 32-unit box, then in the flag's own (scaled about the centre).
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (shape === 'rounded' && !inRoundedSquare(x, y)) continue;
          const colour = onStroke((x - 16) / flagScale + 16, (y - 16) / flagScale + 16) ? CREAM : GREEN;
          alpha++;
          for (let c = 0; c < 3; c++) sum[c]! += colour[c]!;
        }
      }
      const at = (py * size + px) * 4;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) out[at + c] = Math.round(sum[c]! / alpha);
      out[at + 3] = Math.round((alpha / n) * 255);
    }
  }
  return out;
}
