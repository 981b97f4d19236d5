import type { LegendItem } from '../plot-base/legend-items';

/**
 * Room for each legend entry's words as they will read at the run's end. During a replay the counts
 * run up to the cursor ("0 congestion events" → "501 congestion events", "A: gentle RED" → "A: gentle
 * RED, mean 7.53"): the longer words at the end took a legend a row and moved the plots below
 * (students' and a lecturer's trial, problem 2). Each live entry carries its end words as `room`,
 * which its label reserves (PlotFrame.tsx LegendSwatch, styles.css .legend-room).
 */

/** An entry's name without its count and what follows ("overflow drops 31 (…)" → "overflow drops"); span words are one slot. */
function entryName(item: LegendItem): string {
  if (item.span) return '(span)';
  return item.label.split(/ \d|,/)[0];
}

/** The live entries, each with the words of its entry at the end as `room` where they differ. */
export function withEndRoom(live: readonly LegendItem[], end: readonly LegendItem[]): LegendItem[] {
  const byName = new Map<string, string>();
  for (const e of end) if (!byName.has(entryName(e))) byName.set(entryName(e), e.label);
  return live.map((item, k) => {
    const room = end.length === live.length ? end[k].label : byName.get(entryName(item));
    return room !== undefined && room !== item.label ? { ...item, room } : item;
  });
}
