/**
 * A grep guard: a plot is described once, in the plot registry (src/plot-kinds/plot-kinds.ts and
 * src/app/plots/registry.tsx), so no other source file spells a plot id: not as a quoted word
 * ('cwnd'), nor inside a panel's test id or name ("plot-cwnd", "compare-cwnd-a"). Code names a
 * plot through the registry (`PLOT.cwnd.id`, `panelName(kind, side)`).
 *
 * The same words mean other things in a few files (a recorded column called `cwnd`, a gauge drawn
 * on the `queue` scale, the RED queue type); those files are listed below with what the word means
 * there, and only those words are let through there. The core is not scanned: it cannot know the
 * plots (tests/architecture/layers.test.ts keeps it from importing anything above it), so a word
 * there is a series or discipline name. Lesson content files are data that names the views a step shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLOT_IDS } from '../../src/plot-kinds/plot-kinds';

const SRC = join(__dirname, '../../src');

const REGISTRY = ['plot-kinds/plot-kinds.ts', 'app/plots/registry.tsx'];
const NOT_SCANNED = [/^sim-core\//, /^lessons\/content\//];

/** Words that are not plot ids in these files, with what they are there. */
const OTHER_MEANINGS: Record<string, { words: string[]; why: string }> = {
  'app/results/run-data.ts': { words: ['cwnd', 'seq', 'delay'], why: 'recorded column names' },
  'app/packets/packet-layers.ts': { words: ['cwnd'], why: 'the glossary term of the sender fact' },
  'worker/protocol.ts': { words: ['cwnd', 'seq', 'delay'], why: 'recorded column names' },
  'app/plots/csv-tables.ts': { words: ['cwnd', 'seq'], why: 'CSV column names' },
  'app/export/figure-caption.ts': { words: ['delay'], why: "the bottleneck's delay setting, said as swept" },
  'app/plots/cwnd-plot.ts': { words: ['cwnd'], why: 'the cwnd column of a flow’s series' },
  'app/plots/seq-plot.ts': { words: ['seq'], why: 'the seq series of a flow (a type index)' },
  'app/plots/legend-model.ts': { words: ['seq', 'queue'], why: 'the seq series (a type index); gauges drawn on the queue scale' },
  'app/plots/gauge-readout.ts': { words: ['queue'], why: 'gauges on the queue scale' },
  'app/plots/queue-plot.ts': { words: ['queue'], why: 'gauges on the queue scale' },
  'app/plots/overflow-before-average.ts': { words: ['queue'], why: 'a gauge on the queue scale (RED avg)' },
  'app/plots/text-alternatives.ts': { words: ['queue'], why: 'gauges on the queue scale' },
  'app/plots/readout-columns.ts': { words: ['cwnd', 'delay', 'queue'], why: 'a glossary id, the delay kind of value, gauges on the queue scale' },
  'app/state/view-store.ts': { words: ['throughput'], why: 'the metric the throughput plot draws by default (beside goodput)' },
  'app/sweep/SweepCost.tsx': { words: ['delay'], why: 'the delay kind of metric (a flow’s delay figure, beside which the cost is shown)' },
  'app/summary/SummaryTable.tsx': { words: ['throughput'], why: "a summary cell's test id kept from before the metric catalogue" },
  'cli/output.ts': { words: ['queue'], why: 'gauges on the queue scale; a column heading' },
  'cli/setting-paths.ts': { words: ['queue'], why: "a queue parameter counted in the buffer's own unit (its descriptor's unit 'queue')" },
  'app/mechanism/RedPanel.tsx': { words: ['queue'], why: 'the queue line of RED’s history plot (its own panel)' },
  'app/mechanism/bottleneck-replay.ts': { words: ['delay'], why: 'a link’s propagation delay (in a comment)' },
  'app/compare/compare-rows.ts': { words: ['delay'], why: 'the kind of value a row holds' },
  'app/compare/delay-rows.ts': { words: ['delay'], why: 'the kind of value a row holds' },
  'app/compare/CompareTable.tsx': { words: ['compare-delay'], why: 'the delay rows of the A/B table' },
  'app/controller/view-fields.ts': { words: ['seq'], why: 'the link key of the time-sequence plot’s flow' },
  'app/editor/BottleneckEditor.tsx': { words: ['delay'], why: 'the propagation delay field' },
  'app/sweep/ConfigList.tsx': { words: ['queue'], why: 'a sweep configuration of kind queue' },
  'app/sweep/sweep-configs.ts': { words: ['queue'], why: 'a sweep configuration of kind queue' },
  'app/sweep/config-label.ts': { words: ['queue'], why: 'a sweep configuration of kind queue' },
  'app/sweep/sweep-settings.ts': { words: ['queue'], why: 'a sweep configuration of kind queue' },
  'app/sweep/sweep-params.ts': { words: ['queue'], why: "a queue parameter counted in the buffer's unit (unit 'queue')" },
  'scenario-edit/catalog.ts': { words: ['red'], why: 'the RED dumbbell preset' },
  'scenario-edit/bottleneck.ts': { words: ['delay', 'queue'], why: 'the bottleneck link’s fields' },
  'glossary/terms.ts': { words: ['cwnd', 'queue', 'red', 'throughput'], why: 'glossary ids and the queue topic' },
  'glossary/glossary.ts': { words: ['queue'], why: 'the queue topic' },
  'lessons/term-mentions.ts': { words: ['cwnd'], why: 'a glossary term’s name as a lesson text writes it' },
  'lessons/edit-notes.ts': { words: ['queue'], why: 'a parameter in the queue’s unit' },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

const ids = PLOT_IDS.join('|');
/** A quoted plot id, or a plot id inside a panel's test id or name. */
const SPELLED = new RegExp(`['"\`](${ids})['"\`]|\\b(?:plot|compare|desc|canvas|export-csv|export-png|export-svg|choose|table)-(${ids})\\b`, 'g');

/** Every (file, word) that spells a plot id outside the registry, minus the listed other meanings. */
function spellings(files: { path: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    if (REGISTRY.includes(path) || NOT_SCANNED.some((r) => r.test(path))) continue;
    const allowed = OTHER_MEANINGS[path]?.words ?? [];
    text.split('\n').forEach((line, k) => {
      for (const m of line.matchAll(SPELLED)) {
        const word = m[0].replace(/['"`]/g, '');
        if (!allowed.includes(word)) out.push(`${path}:${k + 1}: ${word}`);
      }
    });
  }
  return out;
}

describe('plot ids are spelled only in the plot registry', () => {
  const files = sources(SRC).map((p) => ({ path: relative(SRC, p).split('\\').join('/'), text: readFileSync(p, 'utf8') }));

  it('no source file outside the registry spells a plot id', () => {
    expect(spellings(files)).toEqual([]);
  });

  it('the registry files exist and spell every id; every listed exception is still needed', () => {
    for (const r of REGISTRY) expect(files.some((f) => f.path === r), r).toBe(true);
    const registry = files.find((f) => f.path === REGISTRY[0])!.text;
    for (const id of PLOT_IDS) expect(registry).toContain(`id: '${id}'`);
    for (const [path, { words }] of Object.entries(OTHER_MEANINGS)) {
      const text = files.find((f) => f.path === path)?.text ?? '';
      for (const w of words) expect([...text.matchAll(SPELLED)].some((m) => m[0].replace(/['"`]/g, '') === w), `${path}: ${w}`).toBe(true);
    }
  });

  it('finds a plot id planted in a generic file, as a word and inside a test id', () => {
    const planted = [
      { path: 'app/plots/Plots.tsx', text: "<PlotPanel name='delay' />" },
      { path: 'app/layout/ModeContent.tsx', text: 'document.querySelector(`[data-testid="plot-cwnd"]`)' },
      { path: 'app/results/run-data.ts', text: "const p = 'throughput';" },
    ];
    expect(spellings(planted)).toEqual(['app/plots/Plots.tsx:1: delay', 'app/layout/ModeContent.tsx:1: plot-cwnd', 'app/results/run-data.ts:1: throughput']);
  });
});
