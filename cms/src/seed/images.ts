import sharp from 'sharp';
import type { Palette } from './data/types';

/**
 * Local, download-free artwork for the demo catalogue: an SVG is composed in code from a palette
 * and rendered to PNG with sharp. Layout details (leaf positions, angles, steam, hills) come from
 * a pseudo-random generator seeded by the slug, so the same slug always gives the same image.
 */

export const PRODUCT_IMAGE_SIZE = 800;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

type Rgb = [number, number, number];
type Random = () => number;

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator returning numbers in [0, 1). */
function randomFrom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`Invalid colour "${hex}": expected #rrggbb`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const WHITE = '#ffffff';
const INK = '#1c1a16';
const AMBER = '#c89a3c';

function n(value: number): string {
  return Number(value.toFixed(2)).toString();
}

/** A leaf pointing up, centred on (0, 0): body, midrib and a few veins. */
function leafShape(length: number, width: number, id: string, color: string): string {
  const h = length / 2;
  const w = width / 2;
  const body =
    `M 0 ${n(-h)} C ${n(w * 0.55)} ${n(-h * 0.75)} ${n(w * 1.15)} ${n(-h * 0.2)} ${n(w * 0.95)} ${n(h * 0.35)} ` +
    `C ${n(w * 0.8)} ${n(h * 0.8)} ${n(w * 0.3)} ${n(h)} 0 ${n(h)} ` +
    `C ${n(-w * 0.3)} ${n(h)} ${n(-w * 0.8)} ${n(h * 0.8)} ${n(-w * 0.95)} ${n(h * 0.35)} ` +
    `C ${n(-w * 1.15)} ${n(-h * 0.2)} ${n(-w * 0.55)} ${n(-h * 0.75)} 0 ${n(-h)} Z`;
  const veins: string[] = [];
  for (let i = 1; i <= 4; i += 1) {
    const y = -h * 0.55 + (i * h * 1.2) / 5;
    const reach = w * (0.75 - Math.abs(i - 2.5) * 0.12);
    veins.push(`M 0 ${n(y + h * 0.12)} Q ${n(reach * 0.5)} ${n(y)} ${n(reach)} ${n(y - h * 0.1)}`);
    veins.push(
      `M 0 ${n(y + h * 0.12)} Q ${n(-reach * 0.5)} ${n(y)} ${n(-reach)} ${n(y - h * 0.1)}`,
    );
  }
  const vein = mix(color, WHITE, 0.35);
  return (
    `<path d="${body}" fill="url(#${id})"/>` +
    `<path d="M 0 ${n(-h * 0.92)} L 0 ${n(h * 1.18)}" stroke="${vein}" stroke-width="${n(Math.max(1.5, width * 0.03))}" stroke-linecap="round" fill="none" opacity="0.8"/>` +
    `<path d="${veins.join(' ')}" stroke="${vein}" stroke-width="${n(Math.max(1, width * 0.015))}" fill="none" opacity="0.55"/>`
  );
}

function leafGradient(id: string, color: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${mix(color, WHITE, 0.25)}"/>` +
    `<stop offset="1" stop-color="${mix(color, INK, 0.25)}"/></linearGradient>`
  );
}

function placed(x: number, y: number, angle: number, scale: number, inner: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})">${inner}</g>`;
}

/** Two leaves and a bud on a short stem, the classic "yi xin er ye" pick. */
function sprig(leafColor: string, gradientId: string, budId: string): string {
  const stem = mix(leafColor, INK, 0.2);
  return (
    `<path d="M 0 150 C 6 90 -4 40 0 -40" stroke="${stem}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    placed(
      0,
      -88,
      0,
      1,
      `<path d="M 0 -52 C 16 -26 16 26 0 52 C -16 26 -16 -26 0 -52 Z" fill="url(#${budId})"/>`,
    ) +
    placed(-62, 10, -48, 1, leafShape(190, 92, gradientId, leafColor)) +
    placed(64, 64, 52, 0.92, leafShape(190, 92, gradientId, leafColor))
  );
}

function steam(x: number, top: number, random: Random, color: string): string {
  const paths: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const sx = x + (i - 1) * between(random, 46, 62);
    const amp = between(random, 16, 26);
    const rise = between(random, 150, 200);
    const y0 = top;
    paths.push(
      `<path d="M ${n(sx)} ${n(y0)} C ${n(sx - amp)} ${n(y0 - rise * 0.3)} ${n(sx + amp)} ${n(y0 - rise * 0.55)} ${n(sx)} ${n(y0 - rise * 0.75)} S ${n(sx - amp * 0.6)} ${n(y0 - rise)} ${n(sx + amp * 0.3)} ${n(y0 - rise * 1.1)}" ` +
        `stroke="${color}" stroke-width="${n(between(random, 7, 11))}" stroke-linecap="round" fill="none" opacity="${n(between(random, 0.35, 0.6))}"/>`,
    );
  }
  return `<g filter="url(#soft)">${paths.join('')}</g>`;
}

/** A handle-less porcelain cup seen slightly from above, filled with tea. */
function cup(cx: number, rimY: number, width: number, liquor: string, palette: Palette): string {
  const rx = width / 2;
  const ry = width * 0.11;
  const depth = width * 0.62;
  const foot = width * 0.2;
  const porcelainShade = mix(palette.to, '#f7f3ea', 0.72);
  const body =
    `M ${n(cx - rx)} ${n(rimY)} C ${n(cx - rx)} ${n(rimY + depth * 0.75)} ${n(cx - foot * 1.4)} ${n(rimY + depth)} ${n(cx - foot)} ${n(rimY + depth)} ` +
    `L ${n(cx + foot)} ${n(rimY + depth)} C ${n(cx + foot * 1.4)} ${n(rimY + depth)} ${n(cx + rx)} ${n(rimY + depth * 0.75)} ${n(cx + rx)} ${n(rimY)} Z`;
  return (
    `<ellipse cx="${n(cx)}" cy="${n(rimY + depth + 16)}" rx="${n(rx * 0.95)}" ry="${n(ry * 0.9)}" fill="${INK}" opacity="0.18" filter="url(#soft)"/>` +
    `<path d="${body}" fill="url(#porcelain)"/>` +
    `<rect x="${n(cx - foot)}" y="${n(rimY + depth - 2)}" width="${n(foot * 2)}" height="14" rx="5" fill="${porcelainShade}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fbf8f2"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(rimY + 3)}" rx="${n(rx * 0.92)}" ry="${n(ry * 0.78)}" fill="url(#liquor)"/>` +
    `<ellipse cx="${n(cx - rx * 0.3)}" cy="${n(rimY)}" rx="${n(rx * 0.28)}" ry="${n(ry * 0.22)}" fill="${WHITE}" opacity="0.35"/>` +
    `<path d="M ${n(cx - rx * 0.78)} ${n(rimY + depth * 0.18)} C ${n(cx - rx * 0.76)} ${n(rimY + depth * 0.55)} ${n(cx - rx * 0.5)} ${n(rimY + depth * 0.8)} ${n(cx - rx * 0.32)} ${n(rimY + depth * 0.88)}" stroke="${WHITE}" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>` +
    `<defs><radialGradient id="liquor" cx="0.45" cy="0.4" r="0.7">` +
    `<stop offset="0" stop-color="${mix(liquor, WHITE, 0.35)}"/><stop offset="1" stop-color="${liquor}"/></radialGradient></defs>`
  );
}

function commonDefs(palette: Palette, width: number, height: number): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.35" cy="0.3" r="0.75">` +
    `<stop offset="0" stop-color="${WHITE}" stop-opacity="0.55"/><stop offset="1" stop-color="${WHITE}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">` +
    `<stop offset="0.6" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="0.22"/></radialGradient>` +
    `<linearGradient id="porcelain" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fdfbf6"/><stop offset="0.65" stop-color="#f1ece1"/><stop offset="1" stop-color="${mix(palette.to, '#e6e0d2', 0.7)}"/></linearGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(Math.max(width, height) / 220)}"/></filter>`
  );
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    body +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>`
  );
}

/** Scattered single leaves around the composition, kept clear of a central box. */
function scatteredLeaves(
  random: Random,
  count: number,
  size: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  area: { width: number; height: number },
  color: string,
  gradientId: string,
): string {
  const leaves: string[] = [];
  let attempts = 0;
  while (leaves.length < count && attempts < 200) {
    attempts += 1;
    const x = between(random, size * 0.3, area.width - size * 0.3);
    const y = between(random, size * 0.3, area.height - size * 0.3);
    if (x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1) continue;
    const scale = between(random, 0.55, 1);
    leaves.push(
      `<g opacity="${n(between(random, 0.75, 1))}">` +
        placed(
          x,
          y,
          between(random, 0, 360),
          scale,
          leafShape(size, size * 0.48, gradientId, color),
        ) +
        `</g>`,
    );
  }
  return leaves.join('');
}

/** The SVG source of a product image (exposed for tests and debugging). */
export function productSvg(p: { slug: string; palette: Palette; variant?: number }): string {
  const size = PRODUCT_IMAGE_SIZE;
  const variant = Math.abs(Math.trunc(p.variant ?? 0)) % 3;
  const random = randomFrom(hashSeed(`${p.slug}#${p.variant ?? 0}`));
  const { palette } = p;
  // Tea liquor: the palette's deep colour warmed towards amber, so every cup looks like tea.
  const liquor = mix(mix(palette.to, palette.leaf, 0.35), AMBER, 0.35);
  const steamColor = luminance(palette.from) > 0.6 ? WHITE : mix(palette.from, WHITE, 0.85);
  const defs =
    commonDefs(palette, size, size) +
    leafGradient('leaf', palette.leaf) +
    leafGradient('bud', mix(palette.leaf, WHITE, 0.3));

  let body = '';
  if (variant === 0) {
    // Cup with steam, surrounded by a few loose leaves.
    const tilt = between(random, -6, 6);
    body += `<circle cx="400" cy="420" r="${n(between(random, 250, 290))}" fill="${WHITE}" opacity="0.16"/>`;
    body += scatteredLeaves(
      random,
      Math.round(between(random, 4, 7)),
      150,
      { x0: 170, y0: 220, x1: 630, y1: 680 },
      { width: size, height: size },
      palette.leaf,
      'leaf',
    );
    body += `<g transform="rotate(${n(tilt)} 400 480)">${steam(400, 400, random, steamColor)}${cup(400, 440, 380, liquor, palette)}</g>`;
  } else if (variant === 1) {
    // A large sprig, two leaves and a bud, on a disc.
    body += `<circle cx="400" cy="400" r="300" fill="${WHITE}" opacity="0.2"/>`;
    body += `<circle cx="400" cy="400" r="300" fill="none" stroke="${WHITE}" stroke-width="3" opacity="0.5"/>`;
    body += placed(
      400 + between(random, -20, 20),
      420,
      between(random, -18, 18),
      1.45,
      sprig(palette.leaf, 'leaf', 'bud'),
    );
  } else {
    // Top-down: a shallow dish of dry leaves with a tea scoop.
    const dishR = 230;
    body += `<ellipse cx="410" cy="440" rx="${dishR + 10}" ry="${dishR + 10}" fill="${INK}" opacity="0.16" filter="url(#soft)"/>`;
    body += `<circle cx="400" cy="420" r="${dishR}" fill="url(#porcelain)"/>`;
    body += `<circle cx="400" cy="420" r="${dishR - 26}" fill="${mix(palette.from, '#f7f3ea', 0.6)}"/>`;
    const pile: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const r = Math.sqrt(random()) * (dishR - 70);
      const a = random() * Math.PI * 2;
      pile.push(
        placed(
          400 + Math.cos(a) * r,
          420 + Math.sin(a) * r,
          between(random, 0, 360),
          between(random, 0.35, 0.6),
          leafShape(150, 66, 'leaf', palette.leaf),
        ),
      );
    }
    body += pile.join('');
    const scoopAngle = between(random, 20, 50);
    body += placed(
      640,
      640,
      scoopAngle,
      1,
      `<rect x="-22" y="-150" width="44" height="300" rx="22" fill="${mix(palette.to, '#c8a77a', 0.5)}"/>` +
        `<rect x="-14" y="-140" width="28" height="180" rx="14" fill="${mix(palette.to, '#e2c79a', 0.4)}" opacity="0.8"/>`,
    );
  }
  return svgDocument(size, size, defs, body);
}

/** The SVG source of an article / collection cover. */
export function coverSvg(c: { slug: string; palette: Palette }): string {
  const width = COVER_WIDTH;
  const height = COVER_HEIGHT;
  const random = randomFrom(hashSeed(`cover:${c.slug}`));
  const { palette } = c;
  const defs =
    commonDefs(palette, width, height) +
    leafGradient('leaf', palette.leaf) +
    leafGradient('bud', mix(palette.leaf, WHITE, 0.3));

  // Sun or moon.
  const sunX = between(random, 180, 560);
  const sunY = between(random, 110, 210);
  let body = `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(between(random, 55, 85))}" fill="${mix(palette.from, WHITE, 0.7)}" opacity="0.85"/>`;

  // Layered tea hills with terrace lines, lighter in the distance.
  const layers = 4;
  for (let i = 0; i < layers; i += 1) {
    const base = height * (0.48 + i * 0.13);
    const color = mix(mix(palette.from, palette.to, 0.35 + i * 0.2), palette.leaf, 0.15 + i * 0.12);
    const peaks = 3 + Math.floor(random() * 3);
    let d = `M 0 ${n(height)} L 0 ${n(base)}`;
    const step = width / peaks;
    for (let k = 0; k < peaks; k += 1) {
      const x0 = k * step;
      const peakY = base - between(random, 30, 110);
      d += ` C ${n(x0 + step * 0.3)} ${n(peakY)} ${n(x0 + step * 0.7)} ${n(peakY)} ${n(x0 + step)} ${n(base + between(random, -20, 20))}`;
    }
    d += ` L ${n(width)} ${n(height)} Z`;
    body += `<clipPath id="hill${i}"><path d="${d}"/></clipPath>`;
    body += `<path d="${d}" fill="${color}" opacity="${n(0.55 + i * 0.15)}"/>`;
    const rows: string[] = [];
    for (let r = 1; r <= 3; r += 1) {
      const y = base + r * 22;
      rows.push(
        `M 0 ${n(y)} Q ${n(width * 0.25)} ${n(y - 18)} ${n(width * 0.5)} ${n(y)} T ${n(width)} ${n(y)}`,
      );
    }
    body += `<path d="${rows.join(' ')}" clip-path="url(#hill${i})" stroke="${mix(color, WHITE, 0.25)}" stroke-width="3" fill="none" opacity="0.35"/>`;
  }

  // Mist bands.
  for (let i = 0; i < 2; i += 1) {
    body += `<ellipse cx="${n(between(random, 200, 1000))}" cy="${n(height * (0.5 + i * 0.14))}" rx="${n(between(random, 260, 420))}" ry="22" fill="${WHITE}" opacity="0.28" filter="url(#soft)"/>`;
  }

  // A sprig in the foreground, right or left.
  const right = random() < 0.6;
  body += placed(
    right ? width - 230 : 230,
    height - 210,
    (right ? -1 : 1) * between(random, 10, 30),
    1.25,
    sprig(palette.leaf, 'leaf', 'bud'),
  );
  return svgDocument(width, height, defs, body);
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** An 800x800 PNG product shot. `variant` (0, 1, 2...) changes the composition for galleries. */
export async function renderProductImage(p: {
  slug: string;
  palette: Palette;
  variant?: number;
}): Promise<Buffer> {
  return render(productSvg(p));
}

/** A 1200x675 PNG cover for articles, collections and pages. */
export async function renderCover(c: { slug: string; palette: Palette }): Promise<Buffer> {
  return render(coverSvg(c));
}
