import { useRef, type KeyboardEvent } from 'react';
import { useViewStore } from '../state/view-store';
import { MODE_INFO } from '../state/mode-labels';
import { MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';
import { openCompareTab } from '../compare/open-compare';

/**
 * Explore | Compare | Sweep | Web batch: a tablist (WAI-ARIA Authoring Practices, manual
 * activation). Arrow keys, Home and End move between the tabs; Enter, Space or a click opens the
 * mode (the open one too), and focus then moves to that mode's heading. Only the selected tab is in the Tab order.
 * Compare A/B from a lesson step opens with the A that step names (open-compare.ts).
 */
export function ModeTabs() {
  const mode = useViewStore((s) => s.mode);
  const setMode = useViewStore((s) => s.setMode);
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? (at + 1) % tabs.length : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? (at - 1 + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    // The page's own arrow shortcuts (the playback cursor) must not see this key.
    e.preventDefault();
    e.stopPropagation();
    tabs[next].focus();
  };
  return (
    <nav className="mode-tabs" aria-label="Modes">
      <div role="tablist" aria-label="Mode" ref={list} onKeyDown={onKey} className="mode-tablist">
        {MODE_INFO.map((m) => (
          <button
            key={m.mode}
            type="button"
            role="tab"
            id={`tab-${m.mode}`}
            aria-selected={mode === m.mode}
            aria-controls="main"
            tabIndex={mode === m.mode ? 0 : -1}
            data-testid={`mode-${m.mode}`}
            title={m.title}
            className={mode === m.mode ? 'tab active' : 'tab'}
            onClick={() => (mode === m.mode ? requestHeadingFocus(MODE_HEADINGS[m.mode]) : m.mode === 'compare' ? openCompareTab() : setMode(m.mode))}
          >
            {m.label}
          </button>
        ))}
      </div>
    </nav>
  );
}
