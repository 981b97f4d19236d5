import { CATALOG, type CatalogEntry } from '../../scenario-edit/catalog';

/**
 * How the presets are offered: by topic and seed, each group with a short description. A preset
 * belongs to the first group whose name pattern matches; the landing page and the header's
 * preset menu both read this list (a test checks that every preset lands in a group).
 */
export interface DemoGroupSpec {
  id: string;
  title: string;
  blurb: string;
  /** Preset names, or name prefixes ending in '*'. */
  presets: string[];
}

export const DEMO_GROUPS: DemoGroupSpec[] = [
  {
    id: 'basics',
    title: 'Start here: tail drop and RED',
    blurb: 'A single flow, the three-flow testbed of seed 000, and long flows on a dumbbell — each under tail drop and under RED.',
    presets: ['seed000-one-flow', 'seed000-droptail', 'seed000-red', 'dumbbell-*'],
  },
  {
    id: 'seed000-a',
    title: 'Seed 000 · RED variants (Test A)',
    blurb: 'The late-flow testbed with the RED settings R2–R5 the thesis compared (Table 5-6).',
    presets: ['seed000-red-*'],
  },
  {
    id: 'seed000-b',
    title: 'Seed 000 · TCP beside a voice call (Test B)',
    blurb: 'A TCP download and a constant-rate UDP stream in HTB classes: shared class or a separate one, tail drop or RED.',
    presets: ['seed000-tc*'],
  },
  {
    id: 'seed001',
    title: 'Seed 001 · Web traffic and response times',
    blurb: 'Two-way HTTP traffic at a given offered load; open Web batch to compare drop-tail, Adaptive RED and ECN.',
    presets: ['seed001-*'],
  },
  {
    id: 'seed002',
    title: 'Seed 002 · Vegas and Reno under RED',
    blurb: 'Delay-based against loss-based congestion control, with RED thresholds set from the number of flows.',
    presets: ['seed002-*'],
  },
  {
    id: 'seed003',
    title: 'Seed 003 · RED with wireless errors',
    blurb: 'Random and bursty link errors, Tahoe against SACK, long round trips and two bottlenecks.',
    presets: ['seed003-*'],
  },
  {
    id: 'ns3',
    title: 'ns-3 reference runs',
    blurb: 'The scenarios configured exactly as the ns-3 runs this simulator is checked against.',
    presets: ['ns3-*'],
  },
];

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

export interface DemoGroup extends DemoGroupSpec {
  entries: CatalogEntry[];
}

/** The catalogue sorted into the groups, in catalogue order within each group. */
export function groupedCatalog(catalog: readonly CatalogEntry[] = CATALOG): { groups: DemoGroup[]; ungrouped: CatalogEntry[] } {
  const groups: DemoGroup[] = DEMO_GROUPS.map((g) => ({ ...g, entries: [] }));
  const ungrouped: CatalogEntry[] = [];
  for (const e of catalog) {
    const g = groups.find((gr) => gr.presets.some((p) => matches(p, e.name)));
    if (g) g.entries.push(e);
    else ungrouped.push(e);
  }
  return { groups, ungrouped };
}
