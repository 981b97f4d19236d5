/** A small count as a title writes it ("four"); the digits from eleven on. */
const COUNT = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function countWord(n: number): string {
  return COUNT[n] ?? String(n);
}
