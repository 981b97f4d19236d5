import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { PlotId } from '../../plot-kinds/plot-kinds';
import { ExportButtons } from '../export/ExportButtons';
import { mountedPlots } from '../export/mounted-plots';
import { results as explored } from '../results/results-store';
import { PlotFrame } from '../plot-base/PlotFrame';
import { PlotReadout } from './PlotReadout';
import { PlotNotes } from './PlotNotes';
import type { CanvasPlot } from './canvas-plot';
import { panelName, panelShown, PlotFilterContext } from './plot-filter';
import { plotEntry, textAlternativeInView, textAlternativeOf, useTextAlternative, type CompareSide, type PlotEntry } from './registry';
import type { RunData } from '../results/run-data';
import { useViewStore } from '../state/view-store';
import { usePlaybackStore } from '../state/playback-store';
import { useReadoutTime } from '../state/readout-time';
import { readoutOfRun } from './readout-of-run';
import { shownView, viewKey } from './view-description';
import { useCompareStore } from '../state/compare-store';
import { AbScaleNote, AbScaleToggle } from './AbScale';
import { subscribeYRange, yRangeNote } from './y-range-change';

/** Compare's side of a panel, with the label its title starts with ("A (your scenario): tail drop"). */
export type PanelSide = CompareSide & { label: string; /** The full words of a shortened label (a projected A/B's "A: gentle RED"), kept as the panel's accessible name. */ fullLabel?: string; /** A/B's short names, for a kind that draws both runs (its direct labels). */ names?: { a: string; b: string } };

/**
 * One registered plot (registry.tsx) as a panel: in Explore, or as Compare's A or B panel. A
 * canvas plot gets a canvas for data and an SVG overlay for D3 axes; the plot object (not React)
 * subscribes to the results and stores and draws. A kind with its own panel draws itself.
 */
export function PlotPanel({ kind, compare }: { kind: PlotId; compare?: PanelSide }) {
  const chosen = useContext(PlotFilterContext);
  const entry = plotEntry(kind);
  // A kind of both runs is one panel, named by its kind alone (no A or B side).
  const name = panelName(kind, entry.bothRuns ? undefined : compare?.side);
  if (!panelShown(name, chosen)) return null;
  return entry.Panel ? <OwnPanel entry={entry} /> : <CanvasPanel entry={entry} name={name} compare={compare ?? null} />;
}

function OwnPanel({ entry }: { entry: PlotEntry }) {
  const alternative = useTextAlternative(entry.id);
  const Panel = entry.Panel!;
  return <Panel alternative={alternative} />;
}

function CanvasPanel({ entry, name, compare }: { entry: PlotEntry; name: string; compare: PanelSide | null }) {
  const source = compare?.own ?? explored;
  const title = entry.useTitle(compare);
  const fullTitle = compare ? `${compare.label} — ${title}` : title;
  const spokenTitle = compare?.fullLabel !== undefined && compare.fullLabel !== compare.label ? `${compare.fullLabel} — ${title}` : undefined;
  // Read when the table opens (the canvas plot writes the words itself): no re-render per batch.
  const alternative = () => textAlternativeOf(entry.id, source.current);
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const desc = useRef<HTMLParagraphElement>(null);
  const plotRef = useRef<CanvasPlot | null>(null);
  const namesRef = useRef(compare?.names);
  namesRef.current = compare?.names;
  const titleRef = useRef(fullTitle);
  titleRef.current = fullTitle;
  useViewDescription(plotRef);
  useEffect(() => {
    if (!host.current || !canvas.current || !svg.current || !entry.make) return;
    // In Compare both runs share the time axis and (for most plots) one y scale, unless the pair is
    // given its own scales (compare-store ownScale: the pair's toggle, or the flow bar's A/B scale).
    const ownScale = () => useCompareStore.getState().ownScale.includes(entry.id);
    const plotSource = compare
      ? {
          results: compare.own,
          timeEnd: compare.timeEnd,
          watch: [compare.other],
          shareY: [compare.other],
          shareYIf: () => !ownScale(),
          subscribe: (redraw: () => void) => useCompareStore.subscribe((s, prev) => s.ownScale !== prev.ownScale && redraw()),
          sideNames: () => namesRef.current ?? { a: '', b: '' },
        }
      : {};
    // The run's words and, when zoomed or at a cursor, what the view shows (registry.tsx).
    const describe = (run: RunData) => textAlternativeInView(entry.id, run, shownView(), (t) => (entry.csv ? readoutOfRun(name, titleRef.current, run, entry.csv, t, useViewStore.getState().hiddenFlows) : null));
    const plot = entry.make({ host: host.current, canvas: canvas.current, svg: svg.current, description: desc.current ?? undefined, describe }, plotSource);
    // Explore's plots say in their caption when a new run's y axis is on another scale (A/B shares one).
    if (!compare) plot.yRangeName = name;
    // Its notes (a cut-off peak, events too dense to mark) above it, in the page (PlotNotes.tsx).
    plot.notesName = name;
    mountedPlots.set(name, plot);
    plotRef.current = plot;
    return () => {
      plotRef.current = null;
      plot.dispose();
      mountedPlots.delete(name);
    };
    // The plot is created once per mount; its inputs come from stores it subscribes to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  const { Legend, Controls, csv } = entry;
  return (
    <PlotFrame
      name={name}
      wide={entry.bothRuns === true}
      title={fullTitle}
      spokenTitle={spokenTitle}
      legend={Legend ? <Legend source={source} names={compare?.names} /> : null}
      controls={
        <>
          {Controls ? <Controls source={source} compare={compare} /> : null}
          {compare && entry.abScale ? <AbScaleToggle kind={entry.id} compare={compare} /> : null}
          <ExportButtons name={name} title={fullTitle} csv={csv ? () => (source.current ? csv(source.current) : null) : undefined} />
          {compare && entry.abScale ? <AbScaleNote entry={entry} compare={compare} /> : null}
          {compare ? null : <YRangeChange name={name} />}
        </>
      }
      alternative={alternative}
      watch={source}
      descRef={desc}
      notes={<PlotNotes name={name} />}
    >
      {csv ? (
        <PlotReadout name={name} title={fullTitle} source={source} csv={csv} plot={plotRef} hostRef={host}>
          <canvas ref={canvas} data-testid={`canvas-${name}`} />
          <svg ref={svg} className="axes" aria-hidden />
        </PlotReadout>
      ) : (
        <div className="plot-host" ref={host}>
          <canvas ref={canvas} data-testid={`canvas-${name}`} />
          <svg ref={svg} className="axes" aria-hidden />
        </div>
      )}
    </PlotFrame>
  );
}

/** "y axis now 0–100 ms; was 0–1 200 ms": said in the caption until the next run (y-range-change.ts). */
function YRangeChange({ name }: { name: string }) {
  const note = useSyncExternalStore(subscribeYRange, () => yRangeNote(name));
  return note ? (
    <span className="y-range-change" role="status" data-testid={`y-range-change-${name}`}>
      {note}
    </span>
  ) : null;
}

/** A view change settles for this long before the descriptions are rewritten (a held key, a drag). */
const VIEW_SETTLE_MS = 300;

/**
 * Rewrites the plot's description when what it says of the view changes (the zoom, the paused
 * replay's cursor, a typed readout time, the flows shown): once settled, never per frame.
 */
function useViewDescription(plot: { current: CanvasPlot | null }): void {
  useEffect(() => {
    let key = viewKey(shownView());
    let hidden = useViewStore.getState().hiddenFlows;
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const k = viewKey(shownView());
        const h = useViewStore.getState().hiddenFlows;
        if (k === key && h === hidden) return;
        key = k;
        hidden = h;
        plot.current?.redescribe();
      }, VIEW_SETTLE_MS);
    };
    const unsubs = [
      useViewStore.subscribe((s, p) => {
        if (s.zoom !== p.zoom || s.hiddenFlows !== p.hiddenFlows) check();
      }),
      usePlaybackStore.subscribe((s, p) => {
        if (s.playing !== p.playing || (!s.playing && s.cursor !== p.cursor)) check();
      }),
      useReadoutTime.subscribe(check),
    ];
    return () => {
      window.clearTimeout(timer);
      for (const u of unsubs) u();
    };
  }, [plot]);
}
