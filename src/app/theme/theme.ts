/**
 * The one place for colours and sizes. Profiles: default (light), dark, and projector (light,
 * high contrast, large type, thick lines) — projector mode is a switch, not a rewrite.
 */
import { flowStyle } from './flow-palette';

export type ThemeName = 'default' | 'dark' | 'projector';

export interface Theme {
  name: ThemeName;
  label: string;
  bg: string;
  panel: string;
  text: string;
  muted: string;
  grid: string;
  axis: string;
  accent: string;
  danger: string;
  cursor: string;
  /** One colour per flow, cycled (Okabe–Ito, colour-blind safe). */
  flows: string[];
  /**
   * Flows (from 0) drawn as calls, with larger marks: set by themeForFlows (call-hue.ts) for a
   * scenario's flows, with `flows` ordered so that each call's hue stands apart. Absent in THEMES.
   */
  calls?: readonly number[];
  queue: string;
  /**
   * A's and B's lines where both runs share one axis ("A and B on one axis"), apart from every
   * flow's colour: drawn in flow 1's and flow 2's, A and B read as the Vegas and the Reno flow
   * (trial phone9, finding 2). A is also solid and B dashed.
   */
  abSides: readonly [string, string];
  /** Colours of drawn discipline gauges, by the gauge's `tone` (RED's average is tone 0). */
  gaugeTones: string[];
  band: string;
  bandEdge: string;
  limit: string;
  /** Colours of drop/mark marks, by the drop reason's `tone` (queues/queue-disc.ts, registry entries). */
  markTones: string[];
  ack: string;
  retransmit: string;
  fontSize: number;
  plotFont: string;
  lineWidth: number;
  markSize: number;
  plotHeight: number;
  /**
   * Legend lines in a few words, each entry's long explanation in its title (tooltip and
   * accessible description): a projected legend is read from a hall, where "bits leaving the
   * bottleneck per 2 s bin" and "2·max_th (gentle)" were borderline at a third of 1920 × 1080
   * (lecturer-1030, step 9).
   */
  shortLegends: boolean;
}

const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export const THEMES: Record<ThemeName, Theme> = {
  default: {
    name: 'default',
    label: 'Default',
    bg: '#f6f7f9',
    panel: '#ffffff',
    text: '#1d2330',
    muted: '#5b6478',
    grid: '#e4e7ec',
    axis: '#5b6478',
    accent: '#2457c5',
    danger: '#b42318',
    cursor: '#d62728',
    flows: OKABE_ITO,
    queue: '#1f3a93',
    abSides: ['#3a3f4b', '#b0306a'],
    gaugeTones: ['#e8590c', '#868e96', '#1c7ed6'],
    band: 'rgba(36, 87, 197, 0.08)',
    bandEdge: 'rgba(36, 87, 197, 0.55)',
    limit: '#98a2b3',
    markTones: ['#d62728', '#8c2d04', '#7b3294', '#1c7ed6', '#0b9c8c'],
    ack: 'rgba(0, 120, 60, 0.75)',
    retransmit: '#d62728',
    fontSize: 14,
    plotFont: '11px system-ui, sans-serif',
    lineWidth: 1.25,
    markSize: 4,
    plotHeight: 170,
    shortLegends: false,
  },
  dark: {
    name: 'dark',
    label: 'Dark',
    bg: '#11151c',
    panel: '#1a2029',
    text: '#e6e9ef',
    muted: '#9aa3b5',
    grid: '#2a3240',
    axis: '#9aa3b5',
    accent: '#7aa2ff',
    danger: '#ff8a80',
    cursor: '#ff6b6b',
    flows: ['#56B4E9', '#E69F00', '#2fd3a0', '#CC79A7', '#F0E442', '#ff7f50', '#b0b8ff', '#ffffff'],
    queue: '#8fb3ff',
    abSides: ['#e6e9ef', '#ff77b7'],
    gaugeTones: ['#ffa94d', '#868e96', '#4dabf7'],
    band: 'rgba(122, 162, 255, 0.12)',
    bandEdge: 'rgba(122, 162, 255, 0.6)',
    limit: '#6b7489',
    markTones: ['#ff6b6b', '#ffa94d', '#da77f2', '#4dabf7', '#38d9a9'],
    ack: 'rgba(80, 220, 140, 0.8)',
    retransmit: '#ff6b6b',
    fontSize: 14,
    plotFont: '11px system-ui, sans-serif',
    lineWidth: 1.25,
    markSize: 4,
    plotHeight: 170,
    shortLegends: false,
  },
  projector: {
    name: 'projector',
    label: 'Projector',
    bg: '#ffffff',
    panel: '#ffffff',
    text: '#000000',
    muted: '#222222',
    grid: '#cccccc',
    axis: '#000000',
    accent: '#0040c0',
    danger: '#c00000',
    cursor: '#c00000',
    flows: ['#0050d0', '#e07000', '#008040', '#c00090', '#000000', '#8a4b00', '#6000c0', '#00a0a0'],
    queue: '#000080',
    abSides: ['#000000', '#b0005a'],
    gaugeTones: ['#e05000', '#555555', '#0060d0'],
    band: 'rgba(0, 64, 192, 0.12)',
    bandEdge: 'rgba(0, 64, 192, 0.9)',
    limit: '#000000',
    markTones: ['#c00000', '#803000', '#7000a0', '#0060d0', '#007a6e'],
    ack: 'rgba(0, 110, 40, 1)',
    retransmit: '#c00000',
    fontSize: 19,
    plotFont: 'bold 15px system-ui, sans-serif',
    // Lines and marks seen at a third of 1920 × 1080 from the back row: 2.5 px lines and 7 px marks
    // were hairlines and specks there (lecturer trial 9, finding 6). Marks set the drop strip's
    // height (4 × markSize + 2), so they grow by one px only.
    lineWidth: 3.25,
    markSize: 8,
    plotHeight: 230,
    shortLegends: true,
  },
};

/** Colour of flow i: the shared flow palette's (flow-palette.ts; later cycles are shaded, and dashed on plots). */
export function flowColor(theme: Theme, i: number): string {
  return flowStyle(theme, i).color;
}

/** The theme's axis type size in px (its plotFont's). */
export function plotFontPx(theme: Pick<Theme, 'plotFont'>): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(theme.plotFont);
  return m ? Number(m[1]) : 11;
}

/** Write a theme's colours and sizes as CSS custom properties on the document root. */
export function applyThemeToDocument(theme: Theme, root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--bg': theme.bg,
    '--panel': theme.panel,
    '--text': theme.text,
    '--muted': theme.muted,
    '--grid': theme.grid,
    '--accent': theme.accent,
    '--danger': theme.danger,
    '--font-size': `${theme.fontSize}px`,
    '--plot-height': `${theme.plotHeight}px`,
    // Body type over axis type: presentation mode grows the plots' axis type to the body's (styles.css).
    '--plot-type-up': String(theme.fontSize / plotFontPx(theme)),
  };
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  root.dataset.theme = theme.name;
}

/** A '#rrggbb' colour at the given opacity (a light tint on the page's background), as rgba() that canvases and SVG accept too. */
export function tint(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1], 16)}, ${parseInt(m[2], 16)}, ${parseInt(m[3], 16)}, ${alpha})`;
}
