import { useEffect, useMemo, useRef, useState } from 'react';
import { themeForFlows } from '../theme/call-hue';
import * as d3 from 'd3';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { flowColor, THEMES } from '../theme/theme';
import { labelOnColour } from '../theme/label-on-colour';
import { fitBarText, textWidth } from './bar-text-fit';
import { flowBars, timelineEnd } from './flow-bars';
import { FlowName } from '../util/flow-name';
import { formatValue } from '../../sim-core';
import { spacedTicks } from '../plot-base/tick-spacing';

const ROW = 28;
/** Rows of a timeline with many flows: thinner, so ten flows do not push the plots off a projected screen. */
const ROW_MANY = 22;
const MANY_FLOWS = 6;
/**
 * Above this many flows the rows scroll inside a box of VISIBLE_ROWS rows, with "Show all" beside
 * it: a 50-flow study's 50 bars filled a projected screen, and no result was in sight (lecturer
 * trial 13:10, s05).
 */
const SCROLL_FLOWS = 12;
/** Rows in sight in that box: ten thin ones, or five of a touch screen's tall ones. */
const VISIBLE_ROWS = 10;
const VISIBLE_ROWS_TOUCH = 5;
/** Rows on a touch screen: each bar 44 px tall, a finger's target (WCAG 2.5.5). */
const ROW_TOUCH = 52;
/** Room left of the bars for the labels at the default type size (14 px); it grows with the theme's type (the projector's). */
const LEFT = 74;
/** Characters of "N. name" that fit left of the bars (LEFT − 6 px at the label size); the number is never cut. */
const LABEL_CHARS = 11;

/** "N. name", the name shortened with an ellipsis so the whole fits LABEL_CHARS (the full one is the label's tooltip). */
export function shortLabel(i: number, name: string): string {
  const prefix = `${i + 1}. `;
  const room = Math.max(2, LABEL_CHARS - prefix.length);
  return prefix + (name.length > room ? `${name.slice(0, room - 1)}…` : name);
}
const RIGHT = 16;

const AXIS = 22;

/** The bars' text font (CSS shorthand) and size in px, read from a drawn bar text under `el`. */
function barFontOf(el: HTMLElement | null): [string, number] {
  const t = el?.querySelector('.bar-text');
  if (!t) return ['600 12px sans-serif', 12];
  const cs = getComputedStyle(t);
  return [`${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`, parseFloat(cs.fontSize) || 12];
}

interface Drag {
  index: number;
  mode: 'move' | 'resize';
  x0: number;
  orig: number;
  pxPerSec: number;
  end: number;
}


/**
 * Flows as bars on a time line: drag a bar to change the flow's start (the run re-simulates on
 * every move); drag a CBR bar's right edge to change its duration. Bars are focusable: ←/→ move
 * the start by 0.1 s (Shift: 1 s).
 */
export function FlowTimeline() {
  // The flows and the duration only, so an edit elsewhere (a queue threshold) does not re-render the bars.
  const flows = useScenarioStore((s) => s.draft.flows);
  const duration = useScenarioStore((s) => s.draft.duration);
  const draft = useMemo(() => ({ flows, duration }), [flows, duration]);
  // The kind of pointer is read once: it does not change while the page is open.
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const edit = useScenarioStore((s) => s.edit);
  // The flows order the hues, as the plots draw them (call-hue.ts).
  const theme = themeForFlows(THEMES[useViewStore((s) => s.theme)], flows);
  useResultsVersion();
  const wrap = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const drag = useRef<Drag | null>(null);
  const frozenEnd = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(240, Math.floor(el.getBoundingClientRect().width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const run = results.current;
  const bars = flowBars(draft, run);
  const end = frozenEnd.current ?? timelineEnd(draft, bars, run);
  const left = Math.round((LEFT * theme.fontSize) / 14);
  const x = d3.scaleLinear().domain([0, end]).range([left, width - RIGHT]);
  const row = touch ? ROW_TOUCH : draft.flows.length > MANY_FLOWS ? ROW_MANY : ROW;
  const rowsHeight = draft.flows.length * row + 4;
  const [showAll, setShowAll] = useState(false);
  const scrolls = draft.flows.length > SCROLL_FLOWS && !showAll;
  const visible = touch ? VISIBLE_ROWS_TOUCH : VISIBLE_ROWS;

  const setStart = (i: number, t: number) => {
    const max = Math.max(0, draft.duration - 0.01);
    const v = Math.round(Math.max(0, Math.min(max, t)) * 100) / 100;
    if (v !== draft.flows[i].start) edit((d) => void (d.flows[i].start = v));
  };
  const setDuration = (i: number, dur: number) => {
    const v = Math.round(Math.max(0.01, dur) * 100) / 100;
    edit((d) => {
      const f = d.flows[i];
      if (f.kind === 'cbr' && f.duration !== v) f.duration = v;
    });
  };

  const onDown = (e: React.PointerEvent, index: number, mode: Drag['mode']) => {
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const f = draft.flows[index];
    frozenEnd.current = end;
    drag.current = { index, mode, x0: e.clientX, orig: mode === 'move' ? f.start : f.kind === 'cbr' ? f.duration : 0, pxPerSec: (width - left - RIGHT) / end, end };
    setDragging(index);
  };
  const onMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dt = (e.clientX - d.x0) / d.pxPerSec;
    if (d.mode === 'move') setStart(d.index, d.orig + dt);
    else setDuration(d.index, d.orig + dt);
  };
  const onUp = () => {
    drag.current = null;
    frozenEnd.current = null;
    setDragging(null);
  };

  // Labels at least a character apart (tick-spacing.ts): "100 s" ended against "80 s" at 390 px.
  const labelPx = Math.max(12, 0.8 * theme.fontSize);
  // The bar text's font as drawn (styles.css .bar-text, phone.css), read from the drawn text.
  // (The first paint, before any is drawn, assumes 12 px; the width's measurement re-renders it.)
  const [barFont, barTextPx] = barFontOf(wrap.current);
  const ticks = spacedTicks(x, (t) => `${d3.format('~g')(t)} s`, { maxCount: Math.max(2, Math.floor(width / 80)), charWidth: 0.62 * labelPx, endAnchorFrom: width - RIGHT - 24, gap: 0.62 * labelPx });
  const many = draft.flows.length > SCROLL_FLOWS;
  return (
    <div className="timeline" ref={wrap}>
      {many ? (
        <p className="timeline-rows-note muted" data-testid="timeline-rows-note">
          {scrolls ? `${draft.flows.length} flows: ${visible} rows in sight, scroll inside the list for the others. ` : `All ${draft.flows.length} flows shown. `}
          <button type="button" className="link" aria-expanded={!scrolls} data-testid="timeline-show-all" onClick={() => setShowAll(!showAll)}>
            {scrolls ? `Show all ${draft.flows.length} rows` : `Show ${visible} rows at a time`}
          </button>
        </p>
      ) : null}
      <div className={scrolls ? 'timeline-rows scrolls' : 'timeline-rows'} style={scrolls ? { maxHeight: visible * row + 4 } : undefined} data-testid="timeline-rows">
      <svg width={width} height={rowsHeight} role="group" aria-label="Flow timeline: each bar is a flow; move a bar with the pointer, or focus it and press the left or right arrow key, to change when the flow starts" onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={onUp}>
        {ticks.map((t) => (
          <line key={t.value} x1={t.x} x2={t.x} y1={0} y2={rowsHeight} stroke={theme.grid} />
        ))}
        {draft.flows.map((f, i) => {
          const b = bars[i];
          const x0 = x(b.start);
          const w = Math.max(10, x(b.start + b.length) - x0);
          const y = i * row + 3;
          const color = flowColor(theme, i);
          // The bar's text in black or white by the bar's colour (bloat trial 04:30, confusion 7:
          // black on the call's black bar), haloed in the other, so the part that runs past a short
          // bar onto the panel reads too (styles.css .bar-text).
          const barOpacity = b.done ? 0.85 : 0.45;
          const barInk = labelOnColour(color, barOpacity, theme.panel);
          const barParts = [`${f.start.toFixed(2)} s`, ...(b.measured ? [` + ${b.length.toFixed(2)} s elapsed`] : f.kind === 'cbr' ? [` · CBR ${formatValue('rate', f.rate, 0)}`, ` · ${b.length} s`] : [f.kind === 'web' ? ' · many web connections' : f.bytes === null ? ' · sends until the end' : run?.done ? ' · not done by the end' : results.error?.kind ? ' · not run' : ' · computing…'])];
          // Only what fits inside the bar (bloat-0510 confusion 14); the flow's editor row has the rest.
          // A bar too short for its whole text (a run not yet computed draws unlimited flows' bars
          // short) has it after the bar when the row has room there, in the page's ink.
          const whole = barParts.join('');
          const outside = textWidth(whole, barFont, barTextPx) > w - 12 && textWidth(whole, barFont, barTextPx) <= width - RIGHT - (x0 + w + 4);
          const barText = outside ? whole : fitBarText(barParts, w - 12, (t) => textWidth(t, barFont, barTextPx));
          const textInk = outside ? theme.text : barInk;
          const label = f.name ?? `flow ${i + 1}`;
          return (
            <g key={i} data-testid={`flow-bar-${i}`} className={dragging === i ? 'flow-bar dragging' : 'flow-bar'}>
              <text x={left - 6} y={y + row / 2} textAnchor="end" dominantBaseline="middle" className="bar-label">
                <title>{`${i + 1}. ${label}`}</title>
                {shortLabel(i, label)}
              </text>
              <rect
                data-testid={`flow-bar-rect-${i}`}
                x={x0}
                y={y}
                width={w}
                height={row - 8}
                rx={4}
                fill={color}
                fillOpacity={barOpacity}
                stroke={color}
                tabIndex={0}
                role="slider"
                aria-label={`${FlowName(i, f.name)} start time (s)`}
                aria-valuemin={0}
                aria-valuemax={draft.duration}
                aria-valuenow={f.start}
                aria-valuetext={`starts at ${f.start} s`}
                style={{ cursor: 'grab' }}
                onPointerDown={(e) => onDown(e, i, 'move')}
                onKeyDown={(e) => {
                  const step = e.shiftKey ? 1 : 0.1;
                  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                    e.preventDefault();
                    e.stopPropagation();
                    setStart(i, f.start + (e.key === 'ArrowRight' ? step : -step));
                  }
                }}
              />
              {f.kind === 'cbr' ? (
                <rect x={x0 + w - 6} y={y} width={8} height={row - 8} fill={theme.text} fillOpacity={0.35} style={{ cursor: 'ew-resize' }} onPointerDown={(e) => onDown(e, i, 'resize')} aria-hidden />
              ) : null}
              {/* An unlimited flow's bar says the same while the run computes and after it ("running"
                  turned into "unlimited" once done, and a lecturer took it for a restart: trial 13:10 s06). */}
              <text x={outside ? x0 + w + 4 : x0 + 6} y={y + (row - 8) / 2} dominantBaseline="middle" className="bar-text" style={{ fill: textInk, stroke: outside ? theme.panel : barInk === '#ffffff' ? '#000000' : '#ffffff' }} data-testid={`flow-bar-text-${i}`} pointerEvents="none">
                {barText}
              </text>
            </g>
          );
        })}
      </svg>
      </div>
      {/* The time axis under the rows, in sight however the rows scroll. */}
      <svg width={width} height={AXIS} aria-hidden className="timeline-axis">
        {ticks.map((t) => (
          <g key={t.value} transform={`translate(${t.x},0)`}>
            <line y1={0} y2={4} stroke={theme.grid} />
            {/* The last label ends at its tick rather than centring on it: centred, "100 s" ran past the right edge (projector type, lecturer trial). */}
            <text y={AXIS - 6} textAnchor={t.anchor} className="tick-label">
              {t.text}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
