import { createContext } from 'react';
import { panelName, panelShown, type PlotChoice } from '../state/plot-choices';

/**
 * Which plot panels to mount: all of them (null), or only those of the chosen kinds (presentation
 * mode, an embed). A plot left out is not mounted at all, so it costs nothing.
 */
export const PlotFilterContext = createContext<readonly PlotChoice[] | null>(null);

export { panelName, panelShown };

/**
 * Per-flow legends of more flows than the palette has hues fold to one entry ("flows 1–50"), as a
 * projected view's do (PRESENTED_PER_FLOW_MAX): A/B sets it, where a 50-flow legend took a screen
 * under each of its panels (lecturer trial 20:20, s7).
 */
export const FoldFlowLegendsContext = createContext(false);
