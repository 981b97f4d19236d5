import { createContext } from 'react';
import { panelName, panelShown, type PlotChoice } from '../state/plot-choices';

/**
 * Which plot panels to mount: all of them (null), or only those of the chosen kinds (presentation
 * mode, an embed). A plot left out is not mounted at all, so it costs nothing.
 */
export const PlotFilterContext = createContext<readonly PlotChoice[] | null>(null);

export { panelName, panelShown };
