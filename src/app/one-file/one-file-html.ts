/**
 * The one-file copy of the app (`congestion-lab.html`, built next to index.html by
 * scripts/one-file-build.ts): every script, style and worker inline, so a lecturer who has only
 * the app's URL can put one file on the course's web page and send links that open there
 * (lecturer trials 10:30 to 00:55: every link pointed at 127.0.0.1, and the only fix was
 * `npm run build && npx vite preview --host`).
 *
 * A scenario is baked into a copy as a <meta> in its head, data that the app reads at start
 * (baked-link.ts) when the page has no hash of its own: no script is written, so nothing in
 * the link can run, and the copy's Content-Security-Policy (hashes of its inline scripts) still
 * holds. Pure string functions: the build, the Share dialog and the tests use the same ones.
 */
import { titleSlug } from '../util/title-slug.ts';

/** The <meta name> that holds a copy's baked link state (empty in the built file). */
export const ONE_FILE_LINK_META = 'congestion-lab-link';

/** The built file's name, next to index.html. */
export const ONE_FILE_NAME = 'congestion-lab.html';

/** The empty meta the build puts first in the head (bakeLinkIntoOneFile fills it). */
export const EMPTY_LINK_META = `<meta name="${ONE_FILE_LINK_META}" content="">`;

/** The baked meta: the first one in the file (it stands in the head, before any inline script). */
const LINK_META_RE = new RegExp(`<meta name="${ONE_FILE_LINK_META}" content="[^"<>]*">`);

/**
 * A link state as the app writes one (`v=1&preset=…&…`, after the `#`): keys and values made of
 * URL-safe and percent-encoded characters only. Anything else (a quote, `<`, `>`, a space, a
 * backslash, a second `#`) is not a link the app made, and is refused rather than escaped.
 */
const LINK_STATE_RE = /^v=\d+(&[A-Za-z0-9._~-]+(=[A-Za-z0-9._~%!$'()*+,;:@/?=-]*)?)*$/;

/** Whether `hash` (without the `#`) is a link state this file may bake in. */
export function isBakeableLinkState(hash: string): boolean {
  return hash.length <= 64 * 1024 && LINK_STATE_RE.test(hash);
}

/** The text as an HTML attribute value between double quotes. */
function attributeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The one-file app `html` with `hash` (a link state, without the `#`) baked in: the copy opens
 * that scenario when it is opened with no hash. Throws on a hash that is not a link state, and on
 * an HTML that is not the one-file build (no meta to fill).
 */
export function bakeLinkIntoOneFile(html: string, hash: string): string {
  const state = hash.replace(/^#/, '');
  if (!isBakeableLinkState(state)) throw new Error('Not a link state of this app: nothing was baked in.');
  const at = LINK_META_RE.exec(html);
  if (at === null) throw new Error(`Not the one-file app (${ONE_FILE_NAME}): it has no ${ONE_FILE_LINK_META} meta.`);
  const meta = `<meta name="${ONE_FILE_LINK_META}" content="${attributeText(state)}">`;
  return html.slice(0, at.index) + meta + html.slice(at.index + at[0].length);
}

/** Whether `html` is the one-file app (the Share dialog checks what it fetched before offering it). */
export function isOneFileApp(html: string): boolean {
  return LINK_META_RE.test(html.slice(0, 4096));
}

/**
 * A file name from a scenario's title: "Lossy Wi-Fi, 300 ms path — gentle RED" →
 * "lossy-wifi-300-ms-path-gentle-red.html" (letters and digits, words joined by hyphens, a
 * hyphenated word kept whole, cut at a word to at most 60 characters: titleSlug).
 */
export function oneFileNameFor(title: string): string {
  const slug = titleSlug(title, 60);
  return `${slug || 'congestion-lab-scenario'}.html`;
}
