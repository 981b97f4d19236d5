import { chromium } from 'playwright-core';
const [,, port, out, hash, w, h, extra] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(`http://127.0.0.1:${port}/${hash}`);
await p.waitForTimeout(2500);
if (extra === 'projector') { await p.emulateMedia({}); }
if (extra && extra.startsWith('click:')) { await p.getByTestId(extra.slice(6)).click(); await p.waitForTimeout(800); }
await p.screenshot({ path: out });
await b.close();
