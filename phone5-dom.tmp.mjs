import { chromium } from '@playwright/test';
const [,, url, w, h] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForFunction(() => window.__clab?.settled(), null, { timeout: 60000 });
console.log(await page.evaluate(() => {
  const lines = [];
  const walk = (el, d) => { if (d > 6) return; const b = el.getBoundingClientRect(); lines.push(`${'  '.repeat(d)}${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.dataset.testid ?? ''} [${Math.round(b.y)} h${Math.round(b.height)} w${Math.round(b.width)}]`); for (const c of el.children) if (!['svg','canvas','option','path'].includes(c.tagName.toLowerCase())) walk(c, d + 1); };
  walk(document.querySelector('[data-testid="presentation"]'), 0);
  return lines.join('\n');
}));
console.log(await page.evaluate(() => matchMedia('(pointer: coarse)').matches));
await browser.close();
