/** Trial problem 1: the stuck Replay bar grew at the run's end and covered the title of the plot under it. */
import { describe, expect, it } from 'vitest';
import { scrollForBarChange } from '../../src/app/playback/bar-growth';

describe('scrollForBarChange', () => {
  it('scrolls the page up by what the stuck bar grew, so the plot under it moves down with its bottom', () => {
    expect(scrollForBarChange({ before: 59, after: 103, stuck: true, moreToggled: false })).toBe(-44);
  });
  it('scrolls down by what it shrank, so the plot stays just below it', () => {
    expect(scrollForBarChange({ before: 103, after: 59, stuck: true, moreToggled: false })).toBe(44);
  });
  it('leaves the page alone where the bar stands in its place (it pushes the page itself)', () => {
    expect(scrollForBarChange({ before: 59, after: 103, stuck: false, moreToggled: false })).toBe(0);
  });
  it('leaves the page alone when "More" opens or closes (the rest opens over the page on purpose)', () => {
    expect(scrollForBarChange({ before: 48, after: 260, stuck: true, moreToggled: true })).toBe(0);
  });
  it('leaves the page alone on the first measure', () => {
    expect(scrollForBarChange({ before: -1, after: 103, stuck: true, moreToggled: false })).toBe(0);
  });
});
