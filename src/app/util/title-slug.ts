/**
 * A file-name slug from a title a person wrote: "Lossy Wi-Fi, 300 ms path — gentle RED" →
 * "lossy-wifi-300-ms-path-gentle-red" (letters and digits, words joined by hyphens, a hyphenated
 * word kept whole, accents dropped, cut at a word to at most `max` characters). Empty when the
 * title has no letter or digit. The one-file download and the exported figure set are both named
 * by it, so a lecturer's edited slide title names both the same way.
 */
export function titleSlug(title: string, max = 60): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, max);
}
