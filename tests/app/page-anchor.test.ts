import { describe, expect, it } from 'vitest';
import { LANDING_ANCHOR, pageAnchor } from '../../src/url/page-anchor';

// Bloat trial 00:55, confusion 11: an in-page href opened directly was read as a scenario link.
describe('pageAnchor: the in-page anchors the app writes are told from scenario links', () => {
  it('recognises every shape of anchor the landing page and the workspace write', () => {
    for (const id of [LANDING_ANCHOR.group('bufferbloat'), LANDING_ANCHOR.section('teaching'), LANDING_ANCHOR.lessonCard('tail-drop-late-flow'), LANDING_ANCHOR.lessons, LANDING_ANCHOR.sandbox, LANDING_ANCHOR.search, 'main']) {
      expect(pageAnchor(`#${id}`), id).toBe(id);
    }
  });
  it('is null for scenario links, empty fragments and other bare words (those keep their refusal message)', () => {
    for (const f of ['', '#', 'v=1&preset=seed000-red', 'v=1&preset=demo-group-x', 'this-is-not-a-link', 'hello world', 'demo-group-', 'main&v=1']) {
      expect(pageAnchor(f), f).toBeNull();
    }
  });
});
