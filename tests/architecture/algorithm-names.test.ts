/**
 * A grep guard: a queue discipline or a congestion control is described in its own files and its
 * registry entry (its panel, its A/B counterpart, its target delay, its editor choices), so no
 * generic file of the core or the app names one. Checked on code with comments removed (a
 * comment may still say "RED's average" by way of example); quoted words count.
 *
 * Let through: an algorithm's own files, the two registries, the data files that describe
 * scenarios and lessons (presets, the preset catalogue, lesson content, the glossary), and the
 * plot registry's `red` plot id (a link format that does not change); preset ids anywhere (a help
 * example's `seed000-red` names a preset, data). LEFT lists the generic
 * files that still name one, with what is left to move; it may shrink, not grow.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';

const SRC = join(__dirname, '../../src');

/** RED (and its variants), tail drop, CoDel (and FQ-CoDel) and Vegas, as registry names and as words. */
const NAMES = /\b(red|ared|dynamic-red|droptail|tail[- ]drop|codel|fq-codel|vegas)\b/gi;

/** An algorithm's own files: its folder, or files named after it. */
const OWN = [/^sim-core\/queues\/(red|adaptive-red|tail-drop|htb)[-.]/, /^sim-core\/queues\/(codel|pie|fq-codel)\//, /^sim-core\/tcp\/(vegas|cubic|bbr|reno|newreno|tahoe|sack|linux-sack|hystart)[-.]/, /^app\/mechanism\/(Red|red-|Codel|codel-)/];

const REGISTRIES = ['sim-core/queues/registry.ts', 'sim-core/tcp/registry.ts'];

/** Data: scenarios, lessons and words, which name algorithms by design. */
const DATA = [
  /^sim-core\/scenario\/([a-z0-9]+-)?presets\.ts$/,
  /^sim-core\/scenario\/seed-studies\.ts$/, // what each seed study's presets reproduce, in words
  /^sim-core\/experiments\/seed000-reference\.ts$/,
  /^figures\/sweep-references\.ts$/, // which study's published points belong to which preset
  /^scenario-edit\/catalog\.ts$/,
  /^lessons\/content\//,
  /^lessons\/catalogue\.ts$/,
  /^glossary\/(terms|legend-terms)\.ts$/,
  /^app\/landing\/(demo-groups\.ts|Landing\.tsx)$/,
];

/** The plot id of the discipline's own panel (links name it). */
const PLOT_ID_FILES = ['plot-kinds/plot-kinds.ts', 'app/plots/registry.tsx'];

/** Generic files that still name an algorithm, and what would move it out (or why it stays). */
const LEFT: Record<string, string> = {
  'sim-core/scenario/migrate.ts': 'stays: a migration names the old field it rewrites (tcp.vegas of scenario version 2)',
};

/** The code of a source file with comments blanked (strings kept). */
export function withoutComments(src: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < src.length) {
    const c = src[i];
    if (quote) {
      out += c;
      if (c === '\\') out += src[++i] ?? '';
      else if (c === quote) quote = null;
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i++;
    }
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
}

const letThrough = (path: string) => OWN.some((r) => r.test(path)) || REGISTRIES.includes(path) || DATA.some((r) => r.test(path)) || PLOT_ID_FILES.includes(path);

/**
 * The code with every preset id blanked: a preset id ('seed000-red', 'dumbbell-5-droptail' in a
 * help example or a test link) names a preset, which is data (the link format keeps it), not an
 * algorithm the code decides on.
 */
export function withoutPresetIds(code: string): string {
  return code.replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, (id) => (presetScenario(id) !== null ? ' '.repeat(id.length) : id));
}

/** Files outside the let-through ones that name an algorithm in code, with the names. */
export function namingFiles(files: { path: string; text: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { path, text } of files) {
    if (letThrough(path)) continue;
    const names = [...new Set([...withoutPresetIds(withoutComments(text)).matchAll(NAMES)].map((m) => m[0].toLowerCase()))];
    if (names.length > 0) out[path] = names.sort();
  }
  return out;
}

describe('no generic file names a queue discipline or a congestion control', () => {
  const files = sources(SRC).map((p) => ({ path: relative(SRC, p).split('\\').join('/'), text: readFileSync(p, 'utf8') }));

  it('only the files left for later still do (each of them still does)', () => {
    expect(Object.keys(namingFiles(files)).sort()).toEqual(Object.keys(LEFT).sort());
  });

  it('the modes take their defaults from the registries: A/B, the sweep, the editor, the delay plot and the dumbbell builder name none', () => {
    const named = namingFiles(files);
    for (const f of ['app/state/compare-scenario.ts', 'app/compare/BQueueEditor.tsx', 'app/sweep/sweep-configs.ts', 'app/sweep/ConfigList.tsx', 'app/header/PresetMenu.tsx', 'app/editor/BottleneckEditor.tsx', 'app/plots/delay-plot.ts', 'app/plots/legend-model.ts', 'app/mechanism/DisciplinePanel.tsx', 'scenario-edit/counterparts.ts', 'scenario-edit/queue-edit.ts']) {
      expect(files.some((x) => x.path === f), f).toBe(true);
      expect(named[f], f).toBeUndefined();
    }
  });

  it('finds a name planted in a generic file, in code and in a string, but not in a comment or a preset id', () => {
    const planted = [
      { path: 'app/state/compare-scenario.ts', text: "if (q.type === 'droptail') return x;" },
      { path: 'app/plots/Plots.tsx', text: 'const label = `Tail drop vs RED`;' },
      { path: 'app/summary/format.ts', text: "// RED's average, for example\nconst x = 1;" },
      { path: 'cli/main.ts', text: "const help = `npm run sim -- seed000-red --set x=1; npm run sim -- dumbbell-5-droptail`;" },
      { path: 'cli/sweep-command.ts', text: "const help = `sweep seed000-red --set queue.type=codel`;" },
    ];
    // A preset id is data (not counted); an algorithm named beside it still is.
    expect(namingFiles(planted)).toEqual({ 'app/state/compare-scenario.ts': ['droptail'], 'app/plots/Plots.tsx': ['red', 'tail drop'], 'cli/sweep-command.ts': ['codel'] });
  });
});
