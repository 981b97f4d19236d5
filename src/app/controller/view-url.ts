import { joinFragment, type ViewLink } from '../../url/view-link';
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

/** Put a link's view settings into the view store (what it does not say stays as it is). */
export function applyViewLink(view: ViewLink): void {
  const s = useViewStore.getState();
  if (view.mode) s.setMode(view.mode);
  if (view.theme) s.setTheme(view.theme);
  if (view.plots) s.setPresentedPlots(view.plots);
  if (view.embed !== undefined) s.setEmbed(view.embed);
  if (view.present !== undefined) s.setPresenting(view.present);
  if (view.zoom) s.setZoom(view.zoom);
}

/** A fragment: the scenario part followed by the current view's keys. */
export function fragmentWithView(scenarioFragment: string, extra: Partial<ViewLink> = {}): string {
  return joinFragment(scenarioFragment, currentViewLink(extra));
}
