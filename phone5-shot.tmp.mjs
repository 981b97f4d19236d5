import { chromium } from '@playwright/test';
const [,, url, w, h, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForFunction(() => window.__clab?.settled(), null, { timeout: 60000 });
await page.waitForTimeout(800);
await page.screenshot({ path: out });
const info = await page.evaluate(() => {
  const r = (el) => { const b = el.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
  const out = { sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight, iw: innerWidth, ih: innerHeight };
  const strip = document.querySelector('[data-testid="headline-strip"], .headline-strip'); out.strip = strip ? r(strip) : null;
  out.svgs = [...document.querySelectorAll('.presentation svg, [data-testid="presentation"] svg')].slice(0,6).map(r);
  out.clipped = [...document.querySelectorAll('*')].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible' && e.clientWidth > 0).slice(0,15).map(e => `${e.tagName}.${e.className} ${e.dataset.testid ?? ''} ${e.scrollWidth}>${e.clientWidth}`);
  return out;
});
console.log(JSON.stringify(info, null, 1));
await browser.close();
