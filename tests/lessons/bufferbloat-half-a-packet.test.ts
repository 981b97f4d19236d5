/**
 * Bloat-0230 confusion 3: "each download's window grows by half a packet per round trip" was
 * never explained, and a student expected one packet. The fold's words name the glossary's
 * "congestion avoidance" (which carries its tip there), whose tip says why half; and half is what
 * the run's downloads do: measured here from their cwnd and round trips, not assumed.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { termMentions } from '../../src/lessons/term-mentions';
import { glossaryTerm } from '../../src/glossary/glossary';
import { stepScenario } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import { TCP_DEFAULTS } from '../../src/sim-core/tcp/config';

const lesson = findLesson('bufferbloat-voice')!;
const step = lesson.steps[0];
const fold = step.prediction!.choices.find((c) => c.ifCheck === 'pass')!.aside!;

describe('why the downloads\' window grows by half a packet per round trip', () => {
  it('the fold that says "half a packet per round trip" names delayed ACKs, which the glossary tip for congestion avoidance explains', () => {
    const words = markupToText(fold.text);
    expect(words).toContain('grows by half a packet per round trip (delayed ACKs)');
    expect(termMentions(fold.text).map((m) => m.term)).toContain('congestion-avoidance');
    const tip = glossaryTerm('congestion-avoidance')!.tip;
    expect(tip).toContain('one packet per round trip if every packet is acknowledged');
    expect(tip).toContain('half a packet with delayed ACKs (an ACK for every second packet)');
  });

  it('the run\'s downloads do grow by about half a packet per round trip between their cuts (per-ACK growth, an ACK per two packets)', () => {
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const sc = b.scenario;
    expect(sc.tcp?.windowGrowth ?? TCP_DEFAULTS.windowGrowth).toBe('per-ack');
    expect(sc.tcp?.delAckCount ?? TCP_DEFAULTS.delAckCount).toBe(2);
    const mss = sc.tcp?.mss ?? TCP_DEFAULTS.mss;
    const run = runScenario(sc);
    const rates: number[] = [];
    for (const f of run.flows.filter((x) => x.kind === 'tcp')) {
      const { t, cwnd, ssthresh } = f.series!.cwnd;
      const rtt = f.series!.rtt;
      // The longest stretch in congestion avoidance (cwnd ≥ ssthresh) with no cut, after 10 s.
      let best = { from: 0, to: 0 };
      let from = -1;
      for (let i = 0; i < t.length; i++) {
        const avoiding = t[i] >= 10 && cwnd[i] >= ssthresh[i] && (i === 0 || cwnd[i] >= cwnd[i - 1]);
        if (avoiding && from < 0) from = i;
        if (!avoiding || i === t.length - 1) {
          const to = avoiding ? i : i - 1;
          if (from >= 0 && t[to] - t[from] > t[best.to] - t[best.from]) best = { from, to };
          if (!avoiding) from = -1;
        }
      }
      const [a, z] = [t[best.from], t[best.to]];
      expect(z - a).toBeGreaterThan(3);
      const srtts = Array.from(rtt.t).flatMap((x, i) => (x >= a && x <= z ? [rtt.srtt[i]] : []));
      const meanRtt = srtts.reduce((s, x) => s + x, 0) / srtts.length;
      rates.push((cwnd[best.to] - cwnd[best.from]) / mss / ((z - a) / meanRtt));
    }
    for (const r of rates) {
      expect(r).toBeGreaterThan(0.4);
      expect(r).toBeLessThan(0.6);
    }
  });
});
