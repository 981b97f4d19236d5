/** `?embed=1` in the page's query (the form a course page's iframe src usually takes). */
export function embedRequestedByQuery(search: string): boolean {
  return new URLSearchParams(search).get('embed') === '1';
}
