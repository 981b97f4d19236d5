import { ONE_FILE_LINK_META, isBakeableLinkState } from './one-file-html';

/**
 * A one-file copy downloaded with a scenario baked in (Share, "Download this scenario as one
 * file") opens that scenario when it is opened with no hash of its own: the link state is put in
 * the address before the app reads it. A hash of its own (a link made from the copy) wins.
 */
export function applyBakedLink(): void {
  if (location.hash.length > 1) return;
  const baked = document.querySelector<HTMLMetaElement>(`meta[name="${ONE_FILE_LINK_META}"]`)?.content ?? '';
  if (baked === '' || !isBakeableLinkState(baked)) return;
  history.replaceState(history.state, '', `#${baked}`);
}
