/**
 * The page's first paint (issue 37: the page was blank for 1.5–4 s and looked broken on a
 * projector): index.html itself holds the title and "Loading…", styled before any script runs,
 * in the colours of the theme the app will show.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../src/app/theme/theme';

const html = readFileSync('index.html', 'utf8');
const css = readFileSync('src/app/first-paint/first-paint.css', 'utf8');

describe('first paint', () => {
  it('index.html shows the title and a status saying it is loading inside the app root, which the app replaces', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1>Congestion Lab</h1>');
    expect(root).toMatch(/role="status"[^>]*>Loading/);
    expect(root).toContain('aria-busy="true"');
    // Styled by a stylesheet, not inline (the Content-Security-Policy allows no inline style or script).
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*first-paint\.css"/);
    expect(html).not.toMatch(/<style|style="|<script>(?!<)/);
  });

  it('the first paint’s colours are the themes’ own (default, dark, projector)', () => {
    const rule = (sel: string) => new RegExp(`${sel.replace(/[[\]()]/g, '\\$&')}:has\\(\\.first-paint\\) \\{ background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6}); \\}`).exec(css);
    expect(rule('html')?.slice(1)).toEqual([THEMES.default.bg, THEMES.default.text]);
    expect(rule("html[data-theme='dark']")?.slice(1)).toEqual([THEMES.dark.bg, THEMES.dark.text]);
    expect(rule("html[data-theme='projector']")?.slice(1)).toEqual([THEMES.projector.bg, THEMES.projector.text]);
  });

  it('the theme script knows every theme and the storage key the app remembers it under', async () => {
    const js = readFileSync('public/first-paint.js', 'utf8');
    const { THEME_STORAGE_KEY } = await import('../../src/app/theme/theme-memory');
    expect(js).toContain(`'${THEME_STORAGE_KEY}'`);
    for (const name of Object.keys(THEMES)) expect(js).toContain(`'${name}'`);
  });
});
