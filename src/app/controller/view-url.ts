import { joinFragment, type ViewLink } from './view-link';
import { DEFAULT_PRESENTED } from '../presentation/plot-choices';
import { useViewStore } from '../state/view-store';

/** The view settings a link carries for the current view (defaults left out). */
export function currentViewLink(extra: Partial<ViewLink> = {}): ViewLink {
  const v = useViewStore.getState();
  const samePlots = v.presentedPlots.length === DEFAULT_PRESENTED.length && v.presentedPlots.every((p, i) => p === DEFAULT_PRESENTED[i]);
  return {
    mode: v.mode,
    // While presenting the theme is forced to projector; the link keeps the user's own.
    theme: v.presenting ? (v.themeBeforePresenting ?? v.theme) : v.theme,
    plots: samePlots ? undefined : v.presentedPlots,
    present: v.presenting || undefined,
    embed: v.embed || undefined,
    zoom: v.zoom ?? undefined,
    ...extra,
  };
}

/**
 * Put a link's view into the view store. A key the link leaves out means its default (links
 * leave defaults out), except the theme, which stays the reader's own unless the link names one.
 * `embedByQuery`: the page was opened with `?embed=1`, which holds whatever the fragment says.
 */
export function applyViewLink(view: ViewLink, embedByQuery = false): void {
  const s = useViewStore.getState();
  s.setMode(view.mode ?? 'explore');
  if (view.theme) s.setTheme(view.theme);
  s.setPresentedPlots(view.plots ?? DEFAULT_PRESENTED);
  s.setEmbed(embedByQuery || (view.embed ?? false));
  s.setPresenting(view.present ?? false);
  s.setZoom(view.zoom ?? null);
}

/** A fragment: the scenario part followed by the current view's keys. */
export function fragmentWithView(scenarioFragment: string, extra: Partial<ViewLink> = {}): string {
  return joinFragment(scenarioFragment, currentViewLink(extra));
}
