/**
 * Bloat9, findings 6 and 7: the sweep's results table and its cost table drew the same rows twice
 * (SweepCost.tsx and SweepResults.tsx); both now draw them with SweepRows. On a phone a cell may
 * wrap between its pieces, each kept whole, and the text a reader copies is unchanged.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellPieces } from '../../src/app/sweep/SweepRows';

describe('a sweep table cell\'s pieces (bloat9, finding 7)', () => {
  it.each([
    ['51.9 [51.9, 51.9] (n 1)', ['51.9', '[51.9, 51.9]', '(n 1)']],
    ['210.1 [210.1, 210.1] (n 1) †', ['210.1', '[210.1, 210.1]', '(n 1)', '†']],
    ['> 12.0 [> 11.5, > 12.0] (n 5, 2 unfinished)', ['> 12.0', '[> 11.5, > 12.0]', '(n 5, 2 unfinished)']],
    ['99.2', ['99.2']],
    ['…', ['…']],
  ])('%s breaks only between whole pieces, and they join back to the same text', (text, pieces) => {
    expect(cellPieces(text)).toEqual(pieces);
    expect(cellPieces(text).join(' ')).toBe(text);
  });
});

describe('one row component for both sweep tables (bloat9, finding 6)', () => {
  it.each(['src/app/sweep/SweepResults.tsx', 'src/app/sweep/SweepCost.tsx'])('%s draws its rows with SweepRows, not its own', (file) => {
    const src = readFileSync(file, 'utf8');
    expect(src).toContain('<SweepRows');
    expect(src).not.toContain('<tbody>');
    expect(src).not.toMatch(/plan\.values\.map\(\(v\) => \(\s*<tr/);
  });
});
