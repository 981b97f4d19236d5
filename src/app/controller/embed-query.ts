/** `?embed=1` in the page's query (the form a course page's iframe src usually takes): read with the rest of the page's address, by the run controller. */
export function embedRequestedByQuery(search: string): boolean {
  return new URLSearchParams(search).get('embed') === '1';
}
