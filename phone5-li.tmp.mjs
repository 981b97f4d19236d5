import { chromium } from '@playwright/test';
const [,, url, w, h] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForFunction(() => window.__clab?.settled(), null, { timeout: 60000 });
console.log(await page.evaluate(() => [...document.querySelectorAll('li')].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => { const p = []; let x = e; while (x && p.length < 6) { p.push(`${x.tagName}.${[...x.classList].join('.')}[${x.dataset.testid ?? ''}]`); x = x.parentElement; } return p.join(' < ') + ' | ' + getComputedStyle(e).overflowX + ' ' + e.getBoundingClientRect().height + ' ' + e.textContent.slice(0, 80); }).join('\n')));
await browser.close();
