/** What every panel (a plot, a mechanism panel) gives a screen reader, built by plots/text-alternatives.ts and shown by PlotFrame. */

/** A table small enough to browse: a row per time bin or per flow, numbers already formatted. */
export interface DataTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A plot's text alternative: the words a screen reader says, and the numbers behind them as a table. */
export interface TextAlternative {
  text: string;
  table: DataTable | null;
}
