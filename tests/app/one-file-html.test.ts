import { describe, expect, it } from 'vitest';
import { EMPTY_LINK_META, ONE_FILE_LINK_META, bakeLinkIntoOneFile, isBakeableLinkState, isOneFileApp, oneFileNameFor } from '../../src/app/one-file/one-file-html';

/** The head of the one-file build as scripts/one-file-build.ts writes it, with an inline script after the meta. */
const BUILT = `<!doctype html>\n<html lang="en">\n  <head>\n    ${EMPTY_LINK_META}\n    <meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;">\n    <script type="module">const probe = '<meta name="${ONE_FILE_LINK_META}" content="">';</script>\n  </head>\n  <body></body>\n</html>`;

/** The baked meta's content as the browser reads it (the attribute's text, decoded). */
function bakedContent(html: string): string {
  const m = new RegExp(`<meta name="${ONE_FILE_LINK_META}" content="([^"]*)">`).exec(html);
  if (m === null) throw new Error('no meta');
  return m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('bakeLinkIntoOneFile (Share, "Download this scenario as one file": lecturer trial 00:55)', () => {
  const hash = 'v=1&preset=wifi-red&ph=38548dc1&view=8&mode=compare&title=Lossy%20Wi-Fi%3A%20does%20RED%20help%3F';

  it('fills the first meta in the head with the link state, and changes nothing else', () => {
    const out = bakeLinkIntoOneFile(BUILT, `#${hash}`);
    expect(bakedContent(out)).toBe(hash);
    // Only the head's meta: the same text inside the script is left alone.
    expect(out.replace(/content="[^"]*"/, 'content=""')).toBe(BUILT);
    expect(out).toContain(`<meta name="${ONE_FILE_LINK_META}" content="v=1&amp;preset=wifi-red&amp;ph=38548dc1`);
  });

  it('replaces a link baked before (a copy downloaded from a copy opens the newer scenario)', () => {
    const once = bakeLinkIntoOneFile(BUILT, 'v=1&preset=seed000-droptail');
    const twice = bakeLinkIntoOneFile(once, hash);
    expect(bakedContent(twice)).toBe(hash);
    expect(twice.match(new RegExp(`name="${ONE_FILE_LINK_META}"`, 'g'))).toHaveLength(2); // the head's and the script's text
  });

  it.each([
    ['a quote that would end the attribute', 'v=1&preset=x"><script>alert(1)</script>'],
    ['a tag', 'v=1&preset=<img src=x onerror=alert(1)>'],
    ['the end of a script', 'v=1&title=</script><script>alert(1)</script>'],
    ['a space', 'v=1&title=two words'],
    ['a backslash', 'v=1&title=a\\u0022b'],
    ['a second hash', 'v=1&preset=x#y'],
    ['a newline', 'v=1&preset=x\n<script>'],
    ['no version first', 'preset=wifi-red&v=1'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s, and the file is not changed', (_what, bad) => {
    expect(isBakeableLinkState(bad)).toBe(false);
    expect(() => bakeLinkIntoOneFile(BUILT, bad)).toThrow(/Not a link state/);
  });

  it("escapes the link state's own characters for the attribute: the browser reads back exactly the link", () => {
    const odd = "v=1&title=RED's%20(gentle)%20&m=a/b?c=d";
    expect(isBakeableLinkState(odd)).toBe(true);
    const out = bakeLinkIntoOneFile(BUILT, odd);
    expect(out).toContain('content="v=1&amp;title=RED&#39;s%20(gentle)%20&amp;m=a/b?c=d"');
    expect(bakedContent(out)).toBe(odd);
    // Whatever is baked, the head still holds exactly the same tags: nothing opened or closed.
    const tags = (html: string) => html.match(/<\/?[a-z]+/g);
    expect(tags(out)).toEqual(tags(BUILT));
  });

  it('refuses an HTML that is not the one-file app', () => {
    expect(() => bakeLinkIntoOneFile('<!doctype html><html><head></head></html>', hash)).toThrow(/Not the one-file app/);
    expect(isOneFileApp(BUILT)).toBe(true);
    expect(isOneFileApp('<!doctype html><html><head><title>Congestion Lab</title></head></html>')).toBe(false);
  });
});

describe('oneFileNameFor', () => {
  it('names the file after the scenario, in letters, digits and hyphens', () => {
    expect(oneFileNameFor('Lossy Wi-Fi, 300 ms path — gentle RED vs tail drop')).toBe('lossy-wifi-300-ms-path-gentle-red-vs-tail-drop.html');
    expect(oneFileNameFor('Café: RED’s <b>early</b> drops')).toBe('cafe-red-s-b-early-b-drops.html');
    expect(oneFileNameFor('—')).toBe('congestion-lab-scenario.html');
  });

  it('cuts a long title at a word, to 60 characters at most', () => {
    const name = oneFileNameFor('Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — gentle RED');
    expect(name).toBe('long-wifi-path-red-s-early-drops-cost-more-than-the-wifi.html');
    expect(name.length - '.html'.length).toBeLessThanOrEqual(60);
  });
});
