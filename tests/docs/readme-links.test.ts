/**
 * The README is the front door: it stays short, and every relative link in it and in docs/
 * leads to a file that exists (sections moved out of the README must stay reachable from it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/** Relative link targets of a Markdown file (web links and in-page anchors left out). */
export function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    targets.push(target.split('#')[0]);
  }
  return targets;
}

function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return relativeLinks(text).filter((t) => !existsSync(join(dirname(file), t)));
}

describe('README and docs links', () => {
  it('finds relative links and skips web links and anchors', () => {
    expect(relativeLinks('[a](docs/x.md) [b](https://e.org) [c](#top) [d](../y.md#part)')).toEqual(['docs/x.md', '../y.md']);
  });

  it('README.md is at most 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('every relative link in README.md leads to an existing file', () => {
    expect(brokenLinks(join(root, 'README.md'))).toEqual([]);
  });

  it('every relative link in docs/*.md leads to an existing file', () => {
    const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
    const broken = docs.flatMap((f) => brokenLinks(join(root, 'docs', f)).map((t) => `${f} -> ${t}`));
    expect(broken).toEqual([]);
  });

  it('every page in docs/ is reachable from README.md, directly or through one docs page', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const direct = new Set(relativeLinks(readme).filter((t) => t.startsWith('docs/')).map((t) => t.slice(5)));
    const reachable = new Set(direct);
    for (const page of direct) {
      if (!page.endsWith('.md') || !existsSync(join(root, 'docs', page))) continue;
      for (const t of relativeLinks(readFileSync(join(root, 'docs', page), 'utf8'))) reachable.add(t.replace(/^\.\//, ''));
    }
    const pages = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
    expect(pages.filter((p) => !reachable.has(p))).toEqual([]);
  });
});
