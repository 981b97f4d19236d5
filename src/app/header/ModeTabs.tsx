import { useViewStore, type Mode } from '../state/view-store';

const MODES: { mode: Mode; label: string; title: string }[] = [
  { mode: 'explore', label: 'Explore', title: 'One run: queue, cwnd, time–sequence, throughput' },
  { mode: 'compare', label: 'Compare A/B', title: 'The same traffic under two queue configurations, side by side' },
  { mode: 'sweep', label: 'Sweep', title: 'Vary one setting over values × replications, per configuration' },
  { mode: 'web', label: 'Web batch', title: 'Web traffic at several offered loads under each queue and TCP: response-time CDFs' },
];

/** Explore | Compare | Sweep. */
export function ModeTabs() {
  const mode = useViewStore((s) => s.mode);
  const setMode = useViewStore((s) => s.setMode);
  return (
    <nav className="mode-tabs" role="tablist" aria-label="Mode">
      {MODES.map((m) => (
        <button key={m.mode} type="button" role="tab" aria-selected={mode === m.mode} data-testid={`mode-${m.mode}`} title={m.title} className={mode === m.mode ? 'tab active' : 'tab'} onClick={() => setMode(m.mode)}>
          {m.label}
        </button>
      ))}
    </nav>
  );
}
