/**
 * Bloat-1815 confusion 4: the FQ-CoDel step said "With Zoom set to 15–18 s…" and its "Now look at"
 * left the plots at the whole run. A step's `views.zoom` names the seconds "Now look at" zooms every
 * plot to; it is validated with the lesson like the other fields.
 */
import { describe, expect, it } from 'vitest';
import { bufferbloatVoice } from '../../src/lessons/content/bufferbloat-voice';
import { parseLesson } from '../../src/lessons/schema';

function withFqZoom(zoom: unknown, highlighted = true) {
  const lesson = structuredClone(bufferbloatVoice) as { steps: { views: Record<string, unknown> }[] };
  const views = lesson.steps[3].views;
  views.zoom = zoom;
  if (!highlighted) delete views.highlight;
  return parseLesson(lesson);
}

describe('a step\'s "Now look at" can name the seconds it zooms the plots to (views.zoom)', () => {
  it('the bufferbloat lesson\'s FQ-CoDel step zooms to 15–18 s, and the lesson validates', () => {
    const r = withFqZoom([15, 18]);
    expect(r.ok).toBe(true);
    expect(bufferbloatVoice.steps[3].views.zoom).toEqual([15, 18]);
  });

  it('a zoom that runs backwards, ends after the run, or has no view to look at is refused, with where', () => {
    const backwards = withFqZoom([18, 15]);
    expect(backwards.ok).toBe(false);
    if (!backwards.ok) expect(backwards.errors.join('\n')).toMatch(/steps\.3\.views\.zoom: a zoom runs from an earlier second to a later one/);
    const late = withFqZoom([15, 45]);
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.errors.join('\n')).toMatch(/steps\.3\.views\.zoom: ends after the run \(30 s\)/);
    const nowhere = withFqZoom([15, 18], false);
    expect(nowhere.ok).toBe(false);
    if (!nowhere.ok) expect(nowhere.errors.join('\n')).toMatch(/steps\.3\.views\.zoom: .*highlighted view/);
    expect(withFqZoom([15]).ok).toBe(false);
  });
});
