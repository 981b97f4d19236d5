import { lessonSketch, SKETCHES, type SketchName, type SketchShape } from '../../lessons/sketches';

function Shape({ s }: { s: SketchShape }) {
  const cls = `thumb-${s.kind} tone-${s.tone}`;
  if (s.kind === 'line') return <polyline className={`${cls}${s.dashed ? ' dashed' : ''}`} points={s.points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} fill="none" />;
  if (s.kind === 'bar') return <rect className={cls} x={s.x.toFixed(1)} y={s.y.toFixed(1)} width={s.w.toFixed(1)} height={s.h.toFixed(1)} rx="1" />;
  const d = s.glyph === 'cross' ? `M${s.x - 2},${s.y - 2} L${s.x + 2},${s.y + 2} M${s.x - 2},${s.y + 2} L${s.x + 2},${s.y - 2}` : `M${s.x},${s.y - 3} L${s.x},${s.y + 2}`;
  return <path className={cls} d={d} fill="none" />;
}

/**
 * A lesson card's picture of its topic (src/lessons/sketches.ts: a queue filling for
 * bufferbloat, a RED ramp, unequal shares, …). Decorative: the card's title and summary say
 * the same in words, so it is hidden from screen readers.
 */
export function LessonThumb({ lesson }: { lesson: { sketch?: SketchName; topic: string } }) {
  const name = lessonSketch(lesson);
  return (
    <svg className="lesson-thumb" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true" focusable="false" data-sketch={name}>
      <rect x="0" y="0" width="100" height="60" rx="6" className="thumb-bg" />
      {SKETCHES[name].shapes.map((s, i) => (
        <Shape key={i} s={s} />
      ))}
    </svg>
  );
}
