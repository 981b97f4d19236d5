/**
 * `npx tsx scripts/make-icons.ts`: render public/favicon.svg into the PNG icons the web app
 * manifest names (192, 512, and a maskable 512 with the safe-zone padding), with the system
 * Chromium. Run again after changing the SVG; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const [file, size, pad] of [
  ['public/icons/icon-192.png', 192, 0],
  ['public/icons/icon-512.png', 512, 0],
  // Maskable: the launcher may crop to a circle of 80% diameter; keep the drawing inside it.
  ['public/icons/icon-maskable-512.png', 512, 0.12],
] as const) {
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:#1f3a93;display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: file, omitBackground: pad === 0 });
  console.log(file);
}
await browser.close();
