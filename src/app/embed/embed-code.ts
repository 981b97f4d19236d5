/** Height of the embedded frame: the plots, the playback bar and a title line. */
export const EMBED_HEIGHT = 720;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <iframe> snippet for a course page (Moodle, Canvas, a static site). `allowfullscreen` lets
 * presentation mode go full screen from inside the frame.
 */
export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${attr(url)}" title="${attr(`Congestion Lab: ${title}`)}" width="100%" height="${EMBED_HEIGHT}" style="border:0;max-width:100%" loading="lazy" allowfullscreen></iframe>`;
}
