/**
 * Issue 37: CoDel's "how it decides" was only in the glossary; a student looking at a CoDel run's
 * results did not find it. The discipline's own panel now says it for CoDel and FQ-CoDel, with
 * the run's target, interval, drop spacing (interval/√count) and drops, and, where the core
 * records CoDel's state, its dropping periods and its state at the cursor.
 */
import { describe, expect, it } from 'vitest';
import { codelLaw, dropSpacing } from '../../src/app/mechanism/codel-law';
import { describeDisciplinePanel, disciplinePanelTable } from '../../src/app/plots/text-alternatives';
import { queueDiscipline } from '../../src/sim-core/queues/registry';
import { streamed } from '../helpers/streamed-run';

describe('how CoDel decides, on the results page', () => {
  it('CoDel and FQ-CoDel declare the panel that says it', () => {
    expect(queueDiscipline('codel').panel).toBe('delay-law');
    expect(queueDiscipline('fq-codel').panel).toBe('delay-law');
  });

  it('the drop spacing is interval/√count (RFC 8289): 100, 70.7, 57.7, 50 ms for a 100 ms interval', () => {
    expect(dropSpacing(0.1).map((s) => +(s * 1000).toFixed(1))).toEqual([100, 70.7, 57.7, 50]);
  });

  it('a CoDel run: its target, interval and spacing in words, its drops and dropping periods, its state at the cursor', () => {
    const run = streamed('bufferbloat-codel', 30);
    const law = codelLaw(run, 20)!;
    const rule = law.rule.join(' ');
    expect(rule).toContain('sojourn time');
    expect(rule).toContain('as the packet leaves');
    expect(rule).toContain('target (5 ms)');
    expect(rule).toContain('interval (100 ms)');
    expect(rule).toContain('interval/√count later: 100 ms, 70.7 ms, 57.7 ms, 50 ms');
    expect(rule).toContain('target exceeded drop');
    const drops = run.summary!.links[run.summary!.aggregate.bottleneck].summary.dropsWholeRun.targetExceeded;
    expect(drops).toBeGreaterThan(0);
    expect(law.run[0]).toContain(`${drops} target exceeded drops`);
    const periods = Number(/entered its dropping state (\d+) time/.exec(law.run[1])![1]);
    expect(periods).toBeGreaterThan(0);
    expect(periods).toBeLessThanOrEqual(drops);
    expect(law.now).toMatch(/^At 20\.00 s: the last packet to leave had waited \d+(\.\d)? ms, (above|below) target; CoDel is (not dropping|dropping, count \d+)/);
    // The panel's text alternative and its table say the same.
    expect(describeDisciplinePanel(run)).toContain('interval/√count');
    const table = disciplinePanelTable(run)!;
    expect(table.rows).toContainEqual(['target exceeded drops (whole run)', String(drops)]);
    expect(table.rows).toContainEqual(['dropping periods entered', String(periods)]);
  });

  it('FQ-CoDel: the rule per flow queue and its drops, and no state the run did not record', () => {
    const run = streamed('bufferbloat-fq-codel', 15);
    const law = codelLaw(run, 10)!;
    expect(law.rule[0]).toContain('Each flow queue has its own CoDel');
    expect(law.now).toBeNull();
    expect(law.run.join(' ')).toContain('records no flow queue');
    expect(law.run.join(' ')).not.toContain('entered its dropping state');
  });

  it('says nothing for a discipline that is not CoDel', () => {
    expect(codelLaw(streamed('bufferbloat-pie', 5), 1)).toBeNull();
  });
});
