import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS, glossaryTerm, glossaryTip } from '../../src/glossary/glossary';
import { CONGESTION_EVENT_TERMS, LEGEND_TERMS } from '../../src/glossary/legend-terms';
import { PLOT_KINDS } from '../../src/plot-kinds/plot-kinds';
import { findLesson } from '../../src/lessons/catalogue';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import { DROP_REASONS, QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import { findPreset } from '../../src/sim-core/scenario/presets';

/** Every glossary id a registry descriptor names, with where it was found. */
function registryReferences(): [string, string][] {
  const refs: [string, string][] = [];
  for (const d of QUEUE_DISCIPLINES) {
    refs.push([d.glossary, `${d.name}`]);
    for (const p of d.params) refs.push([p.glossary, `${d.name}.${p.key}`]);
    for (const g of d.gauges) refs.push([g.glossary, `${d.name} gauge ${g.key}`]);
    for (const t of d.thresholds) refs.push([t.glossary, `${d.name} threshold ${t.key}`]);
    for (const a of d.editorAlternatives ?? []) refs.push([a.glossary, `${d.name} mode ${a.label}`]);
  }
  for (const r of DROP_REASONS) refs.push([r.glossary, `drop reason ${r.id}`]);
  return refs;
}

describe('glossary data', () => {
  it('has unique ids, each with a label, a one-sentence tip and a few sentences of explanation', () => {
    expect(new Set(GLOSSARY_TERMS.map((t) => t.id)).size).toBe(GLOSSARY_TERMS.length);
    for (const t of GLOSSARY_TERMS) {
      expect(t.label.trim(), t.id).not.toBe('');
      // One sentence: ends with a full stop and has no other sentence end inside ("e.g." aside).
      expect(t.tip, t.id).toMatch(/\.$/);
      expect(t.tip.slice(0, -1), t.id).not.toMatch(/[.!?] [A-Z]/);
      expect(t.tip.length, t.id).toBeLessThanOrEqual(160);
      expect(t.body.length, t.id).toBeGreaterThan(t.tip.length / 2);
      expect(t.body.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 3).length, t.id).toBeLessThanOrEqual(6);
    }
  });

  it('explains every term the issue names', () => {
    const required = ['min-th', 'max-th', 'max-p', 'w-q', 'tc-burst-avpkt', 'mean-pkt', 'ns-byte-mode', 'gentle', 'wait', 'linux24-admission', 'early-drop', 'forced-drop', 'overflow-drop', 'ecn-mark', 'cwnd', 'ssthresh', 'rto', 'dupack', 'fast-retransmit', 'goodput', 'throughput', 'utilization', 'jain', 'codel-target', 'codel-interval', 'pie-target', 'fq-codel-quantum', 'cubic', 'bbr', 'vegas-alpha-beta'];
    for (const id of required) expect(glossaryTerm(id), id).toBeDefined();
  });

  it('every "see it" link opens an existing preset or lesson step', () => {
    for (const t of GLOSSARY_TERMS) {
      if ('preset' in t.see) expect(findPreset(t.see.preset), `${t.id} → ${t.see.preset}`).toBeDefined();
      else {
        const lesson = findLesson(t.see.lesson);
        expect(lesson, `${t.id} → ${t.see.lesson}`).toBeDefined();
        expect(t.see.step, `${t.id} → ${t.see.lesson} step`).toBeGreaterThanOrEqual(1);
        expect(t.see.step, `${t.id} → ${t.see.lesson} step`).toBeLessThanOrEqual(lesson!.steps.length);
      }
    }
  });

  it('every glossary id a queue registry descriptor names exists (parameters, disciplines, gauges, thresholds, modes, drop reasons)', () => {
    const refs = registryReferences();
    expect(refs.length).toBeGreaterThan(60);
    for (const [id, where] of refs) expect(glossaryTerm(id), `${where} → ${id}`).toBeDefined();
  });

  it('every legend term and every plot kind\'s term exists, and every congestion-event kind has one', () => {
    for (const id of Object.values(LEGEND_TERMS)) expect(glossaryTerm(id), id).toBeDefined();
    for (const k of PLOT_KINDS) if (k.term !== null) expect(glossaryTerm(k.term), `plot ${k.id}`).toBeDefined();
    for (const kind of Object.values(CongestionEvent)) expect(glossaryTerm(CONGESTION_EVENT_TERMS[kind]), `event ${kind}`).toBeDefined();
  });

  it('glossaryTip gives the sentence for a known id and nothing for an unknown one', () => {
    expect(glossaryTip('min-th')).toBe(glossaryTerm('min-th')!.tip);
    expect(glossaryTip('min-th')).toMatch(/lower threshold/);
    expect(glossaryTip('no-such-term')).toBe('');
    expect(glossaryTip(undefined)).toBe('');
  });
});
