#!/usr/bin/env node
// Draws the site's icons into site/public: the SVG favicon, PNG home-screen icons (192 and 512 px,
// usable as maskable: the mark sits inside the central safe circle on a full-bleed background)
// and favicon.ico (16 and 32 px PNGs in an ICO container, for browsers that ask for it). The PNGs
// are drawn here with node's zlib, 4×4 supersampled, so no image tool is needed. The colours are
// the site's own (--bg and --accent-fill in site/src/styles.css).
//   node scripts/site-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'site', 'public');
const BG = [0x0f, 0x0f, 0x12];
const ACCENT = [0xd6, 0x17, 0x3c];
const MARK = [0xff, 0xff, 0xff];
/** The mark in a unit square: a disc of radius 0.36 and a play triangle, both inside the 0.4 safe circle. */
const DISC_R = 0.36;
const TRIANGLE = [
  [0.41, 0.32],
  [0.41, 0.68],
  [0.68, 0.5],
];
const SUPERSAMPLE = 4;

function inTriangle(x, y) {
  const [[ax, ay], [bx, by], [cx, cy]] = TRIANGLE;
  const side = (px, py, qx, qy) => (x - qx) * (py - qy) - (px - qx) * (y - qy);
  const d1 = side(ax, ay, bx, by);
  const d2 = side(bx, by, cx, cy);
  const d3 = side(cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

function colourAt(x, y) {
  if (inTriangle(x, y)) return MARK;
  return (x - 0.5) ** 2 + (y - 0.5) ** 2 <= DISC_R ** 2 ? ACCENT : BG;
}

/** RGB rows of a size×size icon, each pixel the mean of SUPERSAMPLE² samples. */
function pixels(size) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const c = colourAt((px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size);
          for (let i = 0; i < 3; i++) sum[i] += c[i];
        }
      }
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(sum[i] / SUPERSAMPLE ** 2);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file whose images are PNGs (read by every browser that asks for /favicon.ico). */
function ico(images) {
  const head = Buffer.alloc(6);
  head.writeUInt16LE(1, 2); // icon
  head.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e[0] = size;
    e[1] = size;
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([head, ...entries, ...images.map((i) => i.data)]);
}

const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${hex(BG)}"/><circle cx="50" cy="50" r="${DISC_R * 100}" fill="${hex(ACCENT)}"/><path d="M${TRIANGLE.map(([x, y]) => `${x * 100} ${y * 100}`).join('L')}Z" fill="${hex(MARK)}"/></svg>\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(OUT, 'favicon.svg'), svg);
  for (const size of [192, 512]) writeFileSync(join(OUT, `icon-${size}.png`), png(size));
  writeFileSync(join(OUT, 'favicon.ico'), ico([16, 32].map((size) => ({ size, data: png(size) }))));
}
