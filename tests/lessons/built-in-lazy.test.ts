import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Counts how many lessons get their texts filled (building and validating every step's scenario,
// the costly part of parsing a lesson).
const filled = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('../../src/lessons/fill-texts', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/lessons/fill-texts')>();
  return {
    ...m,
    withFilledTexts: (l: Parameters<typeof m.withFilledTexts>[0]) => {
      filled.ids.push(l.id);
      return m.withFilledTexts(l);
    },
  };
});

describe('built-in lessons are parsed when first read, not when the page loads', () => {
  it('loading the module parses no lesson; findLesson parses only the one asked for, once, and the full list reuses it', async () => {
    // A fresh copy of the module (other test files in this worker may have read lessons already).
    vi.resetModules();
    const b = await import('../../src/lessons/built-in');
    expect(filled.ids).toEqual([]);
    const red = b.findLesson('red-knobs');
    expect(red?.id).toBe('red-knobs');
    expect(filled.ids).toEqual(['red-knobs']);
    expect(b.findLesson('red-knobs')).toBe(red);
    expect(b.findLesson('no-such-lesson')).toBeUndefined();
    expect(filled.ids).toEqual(['red-knobs']);
    const all = b.builtInLessons();
    expect(all.map((l) => l.id)).toEqual(b.LESSON_INPUTS.map((l) => l.id));
    expect(all).toContain(red);
    expect(filled.ids).toHaveLength(b.LESSON_INPUTS.length);
    expect(b.isBuiltInLesson(red!)).toBe(true);
    // A lesson loaded from a file with a built-in's id is not the built-in one.
    const copy = structuredClone(red!);
    b.registerLesson(copy);
    expect(b.findLesson('red-knobs')).toBe(copy);
    expect(b.isBuiltInLesson(copy)).toBe(false);
  });

  it('the catalogue (landing page, tests) lists the same parsed objects as findLesson', async () => {
    const c = await import('../../src/lessons/catalogue');
    for (const l of c.LESSONS) expect(c.builtInLessons()).toContain(l);
  });
});

describe('the page loads the lazy lesson index, not the full catalogue', () => {
  it('in the app only the lazily loaded landing page and lesson ending import lessons/catalogue (which parses every lesson)', () => {
    const app = join(__dirname, '../../src/app');
    const files = (readdirSync(app, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    const importers = files.filter((f) => /from '[./]*lessons\/catalogue'/.test(readFileSync(join(app, f), 'utf8'))).map((f) => relative(app, join(app, f)));
    expect(importers.sort()).toEqual(['landing/Landing.tsx', 'lessons/LessonEnding.tsx']);
  });

  // The one guard widened for issue 37: the Preset menu's search lists the lessons found, which
  // needs every lesson parsed (builtInLessons). That module is let in only as a dynamic import,
  // made once a search is typed, so neither it nor the parsing is part of the first page.
  it("the preset search's lesson finder (header/lesson-search.ts, which parses every lesson) is imported only dynamically, by the Preset menu", () => {
    const app = join(__dirname, '../../src/app');
    const files = (readdirSync(app, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    const text = (f: string) => readFileSync(join(app, f), 'utf8');
    const staticImporters = files.filter((f) => /^import (?!type )[^;]*from '[./]*(header\/)?lesson-search'/m.test(text(f)));
    expect(staticImporters).toEqual([]);
    const dynamicImporters = files.filter((f) => /import\('[./]*(header\/)?lesson-search'\)/.test(text(f))).map((f) => relative(app, join(app, f)));
    expect(dynamicImporters).toEqual(['header/PresetMenu.tsx']);
  });
});
