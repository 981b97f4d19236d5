/**
 * A small static picture per lesson topic: a drawn sketch of what the lesson's plots look like
 * (a sawtooth, a queue, response times), not data.
 */
const PATHS: Record<string, string> = {
  'TCP basics': 'M4 52 L14 50 L20 44 L26 30 L30 14 L32 34 L44 28 L56 22 L58 38 L70 32 L82 26 L84 40 L96 34',
  'Queue management': 'M4 52 L12 40 L20 20 L24 12 L28 42 L36 30 L44 18 L48 12 L52 40 L60 28 L68 16 L72 12 L76 42 L84 28 L96 18',
  'Congestion control': 'M4 40 L96 40 M4 30 L20 18 L24 36 L40 22 L44 36 L60 20 L64 34 L80 20 L84 34 L96 24',
  'Web traffic': 'M4 54 C 20 54, 24 14, 40 12 S 80 8, 96 6',
};

export function LessonThumb({ topic }: { topic: string }) {
  return (
    <svg className="lesson-thumb" viewBox="0 0 100 60" preserveAspectRatio="none" role="img" aria-label={`Sketch: ${topic}`}>
      <rect x="0" y="0" width="100" height="60" rx="6" className="thumb-bg" />
      <path d={PATHS[topic] ?? PATHS['Queue management']} className="thumb-line" fill="none" />
    </svg>
  );
}
