import { describe, expect, it } from 'vitest';
import { shownTitle, type TitleElement } from '../../src/app/export/export-plot';

/** A title element as PlotFrame builds it: the shown words (aria-hidden) and the spoken ones beside. */
function titleElement(shown: string, spoken?: string): TitleElement {
  const hidden: TitleElement = { textContent: shown, querySelector: () => null };
  return {
    textContent: spoken === undefined ? shown : shown + spoken,
    querySelector: (sel) => (spoken !== undefined && sel === '[aria-hidden="true"]' ? hidden : null),
  };
}

describe('an exported figure is titled as the plot is on screen', () => {
  it('a short projected title with its full words for screen readers gives the short one, not both run together', () => {
    const el = titleElement('A: gentle RED — throughput', 'A: Gentle RED ≈21–63 packets, max_p 0.1, buffer 125 packets — throughput');
    expect(shownTitle(el)).toBe('A: gentle RED — throughput');
  });
  it('a plain title is its text', () => {
    expect(shownTitle(titleElement('Bottleneck queue'))).toBe('Bottleneck queue');
    expect(shownTitle(null)).toBeNull();
  });
});
