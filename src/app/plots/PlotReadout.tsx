import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CsvTable } from '../export/csv';
import type { ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { useResultsVeiled } from '../state/results-veiled';
import { onPlotDrawn, type CanvasPlot } from './canvas-plot';
import { plotReadoutWords, readoutSentence, readoutWhen, valueWords, type Readout } from './readout';
import { readoutOfRun } from './readout-of-run';
import { registerReadout, useReadoutTime } from '../state/readout-time';
import { useNumbersHeld } from '../results/numbers-held';
import { readoutPlace } from './readout-place';

/** What a readout says in place of its values while the numbers are hidden until the replay ends (numbers-held.ts). */
export const READOUT_HELD_WORDS = 'values hidden until the replay ends';

/** Room between the cursor line and the readout box beside it (CSS px): the line stays in sight. */
const READOUT_GAP_PX = 6;

/** "t = 12.345 s": a readout's time where a short form is shown (the readout box on the plot). */
export function readoutTime(t: number): string {
  return `t = ${t.toFixed(3)} s`;
}

/**
 * The one hover / focus readout every time plot shares (PlotPanel.tsx mounts it around each
 * canvas plot): a pointer over the plot, a tap (touch), or the arrow keys on the focused plot
 * (← →, Shift for ten steps, Home / End) show the time and each shown series' last sample at or
 * before it, as the plot's CSV has it (readout.ts). A keyboard move is said as the readout
 * slider's value, one sentence (time, each series by name, values with units); a tap is said
 * politely in the same words; hovering is not (it would talk over everything). While a lesson
 * step is veiled it shows nothing.
 */
export function PlotReadout({ name, title, source, csv, plot, hostRef: host, children }: {
  name: string;
  title: string;
  source: ResultsStore;
  csv: (run: RunData) => CsvTable;
  plot: RefObject<CanvasPlot | null>;
  /** The plot host (the canvas plot sizes itself to it): this component is that element. */
  hostRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const [ownT, setShownT] = useState<number | null>(null);
  // A typed time ("Go to time") stands until the pointer or the keys choose another.
  const typedT = useReadoutTime((s) => s.at);
  const t = ownT ?? typedT;
  // The readout's time as of the last event, not the last render: two keys pressed within one
  // frame (Home, then Shift+→) must step from where the first left it, not from a stale state.
  const latestT = useRef<number | null>(null);
  const setT = (v: number | null) => {
    latestT.current = v;
    setShownT(v);
  };
  const [announce, setAnnounce] = useState('');
  const focused = useRef(false);
  const hidden = useViewStore((s) => s.hiddenFlows);
  const veiled = useResultsVeiled();
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // A new run (another preset, an edit) clears the readout: its time and words were about the run
  // before (a trial read a stale readout after loading another preset).
  const [, rerender] = useState(0);
  useEffect(() => {
    let runId = source.current?.runId ?? null;
    return source.subscribe(() => {
      const now = source.current?.runId ?? null;
      if (now === runId) return;
      runId = now;
      latestT.current = null;
      setShownT(null);
      setAnnounce('');
      useReadoutTime.getState().set(null);
      rerender((n) => n + 1);
    });
  }, [source]);

  // While the numbers are hidden until the replay ends, the readout gives its time alone: "Go to
  // time" 97 s showed "A 7.18 Mbit/s B 9.02 Mbit/s" and "early drop 471 (count)", the hidden
  // answer, with the strip still saying "A … B …" (lecturer trial 05:10, step 30).
  const held = useNumbersHeld();
  const run = source.current;
  const readout: Readout | null = t !== null && run && !veiled ? compute(run, t) : null;

  function compute(r: RunData, at: number): Readout | null {
    const ro = readoutOfRun(name, title, r, csv, at, hidden);
    return ro && held ? { ...ro, lines: [] } : ro;
  }
  /** A readout's one sentence (the slider's value, a tap's words). */
  const sentence = (ro: Readout) => (held ? `${readoutWhen(ro.t)}: ${READOUT_HELD_WORDS}.` : readoutSentence(ro));

  // Said for "Go to time": this plot's values at the typed time, named by the plot (none while held).
  const sayAt = (at: number): string | null => {
    const r = source.current;
    const ro = r && !veiled && !held ? compute(r, at) : null;
    return ro ? plotReadoutWords(title, ro) : null;
  };
  const sayAtRef = useRef(sayAt);
  sayAtRef.current = sayAt;
  useEffect(() => registerReadout(name, (at) => sayAtRef.current(at)), [name]);

  function timeAt(clientX: number): number | null {
    const h = host.current;
    const p = plot.current;
    if (!h || !p) return null;
    return p.timeAtX(clientX - h.getBoundingClientRect().left);
  }

  // A tap's readout, said (a key's is the slider's own value text, which the screen reader says).
  function say(at: number): void {
    const r = source.current;
    const ro = r && !veiled ? compute(r, at) : null;
    setAnnounce(ro ? sentence(ro) : '');
  }

  function onPointer(e: React.PointerEvent, tap: boolean): void {
    const at = timeAt(e.clientX);
    if (at === null) return;
    // One update per frame while the pointer moves.
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setT(at));
    if (tap) say(at);
  }

  function onKey(e: React.KeyboardEvent): void {
    const win = plot.current?.shownWindow();
    if (!win) return;
    const step = (win[1] - win[0]) / 100;
    // From the time shown; else a typed one; else where playback stands, or the window's start
    // (the whole run shown: a first → used to jump to the end).
    const pb = usePlaybackStore.getState();
    const from = latestT.current ?? typedT ?? (Number.isFinite(pb.cursor) && pb.cursor < pb.end ? pb.cursor : win[0]);
    const now = Math.min(win[1], Math.max(win[0], from));
    let next: number;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = now + step * (e.shiftKey ? 10 : 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = now - step * (e.shiftKey ? 10 : 1);
    else if (e.key === 'Home') next = win[0];
    else if (e.key === 'End') next = win[1];
    else return;
    // The plot's key, not the page's playback shortcut.
    e.preventDefault();
    e.stopPropagation();
    next = Math.min(win[1], Math.max(win[0], next));
    setT(next);
    // Said once, by the slider's value text (one sentence: readoutSentence); a tap's words left
    // in the live paragraph would be read again beside it.
    setAnnounce('');
  }

  const shown = plot.current?.shownWindow();
  // A time outside the zoomed window (a typed one) has no place on the plot: no readout drawn.
  const inWindow = t !== null && (!shown || (t >= shown[0] - 1e-9 && t <= shown[1] + 1e-9));
  const x = t !== null && inWindow ? plot.current?.xOfTime(t) ?? null : null;
  // A typed time on a plot not drawn yet (out of view: scheduler.ts draws it when it comes into
  // view): shown once the plot says it has drawn, however late (counting frames gave up after
  // 240 of them on a loaded machine, and the readout then never showed: CI on c6b9fd7).
  const waiting = t !== null && x === null && !shown;
  useEffect(() => {
    if (!waiting) return;
    return onPlotDrawn((p) => {
      if (p === plot.current) rerender((n) => n + 1);
    });
  }, [waiting, plot]);
  // The host's width places the readout box; read only when one is drawn (clientWidth forces a
  // layout, and the panel re-renders with every batch and playback frame: issue 38).
  const width = readout && x !== null ? host.current?.clientWidth ?? 0 : 0;
  const win = plot.current?.shownWindow();
  // The box beside the line, clear of labels drawn in the plot (A/B's side labels: readout-place.ts),
  // placed before it is painted; its size is known only once rendered. Only while a box is shown.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    const h = host.current;
    const p = plot.current;
    if (!el || !h || !p || x === null) return;
    // Set here whether or not there are labels: a place set for labels since gone must not stay.
    const labels = p.labelsToAvoid();
    const hr = labels.length ? h.getBoundingClientRect() : null;
    const cr = labels.length ? p.canvasElement().getBoundingClientRect() : null;
    const avoid = hr && cr ? labels.map((b) => ({ ...b, left: b.left + cr.left - hr.left, top: b.top + cr.top - hr.top })) : [];
    // Its CSS top (styles.css .plot-readout) is where it stands when nothing is in the way.
    el.style.top = '';
    const cssTop = parseFloat(getComputedStyle(el).top) || 0;
    const place = readoutPlace({ x, hostWidth: h.clientWidth, hostHeight: h.clientHeight, width: el.offsetWidth, height: el.offsetHeight, avoid, gap: READOUT_GAP_PX, top: cssTop });
    el.style.left = `${place.left}px`;
    el.style.right = 'auto';
    el.style.top = `${place.top}px`;
    el.classList.toggle('left', place.side === 'left');
  });
  return (
    <>
    <div
      className="plot-host"
      ref={host}
      data-testid={`readout-host-${name}`}
      onPointerMove={(e) => {
        if (e.pointerType === 'mouse' || e.pointerType === 'pen' || e.buttons & 1) onPointer(e, false);
      }}
      onPointerDown={(e) => onPointer(e, e.pointerType === 'touch')}
      onPointerLeave={(e) => {
        // A mouse leaving takes its readout along; a tap's stays until the next tap or blur.
        if (e.pointerType === 'mouse' && !focused.current) setT(null);
      }}
    >
      {children}
      {/* The keyboard's way in: a slider over the plot area (the pointer goes through it to the
          plot), apart from the plot's own focusable marks, which a slider may not contain. */}
      <div
        className="readout-focus"
        tabIndex={0}
        role="slider"
        aria-label={`${title}: read values (arrow keys move in time)`}
        aria-valuemin={win ? Number(win[0].toFixed(3)) : 0}
        aria-valuemax={win ? Number(win[1].toFixed(3)) : 0}
        aria-valuenow={t !== null ? Number(t.toFixed(3)) : win ? Number(win[0].toFixed(3)) : 0}
        aria-valuetext={t === null ? 'no time chosen' : readout ? sentence(readout) : `${readoutWhen(t)}.`}
        data-testid={`readout-focus-${name}`}
        onFocus={() => {
          focused.current = true;
          // A typed time is the slider's value on arrival (its sentence is said with the focus).
          if (latestT.current === null && typedT !== null) latestT.current = typedT;
        }}
        onBlur={() => {
          focused.current = false;
          setT(null);
        }}
        onKeyDown={onKey}
      />
      {readout && x !== null ? (
        <>
          <div className="readout-line" style={{ left: `${x}px` }} aria-hidden />
          <div ref={box} className={`plot-readout${x > width / 2 ? ' left' : ''}`} style={x > width / 2 ? { right: `${Math.max(0, width - x + READOUT_GAP_PX)}px`, left: 'auto' } : { left: `${x + READOUT_GAP_PX}px`, right: 'auto' }} data-testid={`readout-${name}`} data-t={readout.t} aria-hidden>
            <div className="readout-time" data-testid="readout-time">
              {readoutTime(readout.t)}
            </div>
            {held ? (
              <div className="muted" data-testid="readout-held">
                {READOUT_HELD_WORDS}
              </div>
            ) : readout.lines.length === 0 ? (
              <div className="muted">nothing recorded yet</div>
            ) : null}
            {readout.lines.map((l) => (
              <div key={l.series} className="readout-series" data-testid="readout-series" data-series={l.series} data-at={l.at}>
                <span className="readout-name">{l.series}</span>{' '}
                {l.status ? <span className="readout-status" data-testid="readout-status">{l.status}: </span> : null}
                {l.values.map((v, i) => (
                  <span key={v.column} className="readout-value" data-column={v.column} data-value={v.text}>
                    {valueWords(l.values, i)}{' '}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </>
      ) : null}
    </div>
    {/* A tap's readout (a finger on the plot moves no slider): beside the slider, not in it, as a
        slider's content is presentational and would not be read. */}
    <p className="visually-hidden" aria-live="polite" data-testid={`readout-said-${name}`}>
      {announce}
    </p>
    </>
  );
}
