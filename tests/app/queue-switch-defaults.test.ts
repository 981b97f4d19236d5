import { describe, expect, it } from 'vitest';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { CATALOG, presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline, DISCIPLINES, packetBytes } from '../../src/scenario-edit/queue-edit';
import { describeQueue } from '../../src/scenario-edit/describe-queue';
import { bufferAndEcnOf, hasBufferAndEcn, hasOwnDefaults, noteAfterSwitch, ownBufferAndEcn, ownDefaults, switchNote, usingDefaultsNote, withBufferAndEcn, withOwnDefaults } from '../../src/scenario-edit/switch-defaults';
import { queueDiscipline } from '../../src/sim-core/queues/registry';
import type { LeafQueueSpec } from '../../src/sim-core/scenario/schema';

/** The RED queue of seed 002's Vegas/Reno preset: 20 packets, ECN off (the phone trial's step 3). */
function redOfSeed002(): LeafQueueSpec {
  const q = getBottleneck(presetScenario('seed002-a-vr-red')!)!.queue;
  expect([q.type, q.limit, q.unit, (q as { ecn?: boolean }).ecn ?? false]).toEqual(['red', 20, 'packets', false]);
  return q;
}

const hasEcn = (type: string) => queueDiscipline(type).params.some((p) => p.key === 'ecn');

describe('choosing a queue discipline keeps the buffer and ECN (phone trial 20:45, 7; bloat trial 20:45, C12)', () => {
  it('RED 20 packets, ECN off → FQ-CoDel: still 20 packets and ECN off, not FQ-CoDel’s 10240 and ECN on', () => {
    const fq = changeDiscipline(redOfSeed002(), 'fq-codel');
    expect(fq.type).toBe('fq-codel');
    expect([fq.limit, fq.unit, (fq as { ecn?: boolean }).ecn]).toEqual([20, 'packets', false]);
  });

  it('ECN on is kept too: RED with ECN → FQ-CoDel marks', () => {
    const fq = changeDiscipline({ ...redOfSeed002(), ecn: true } as LeafQueueSpec, 'fq-codel');
    expect((fq as { ecn?: boolean }).ecn).toBe(true);
  });

  // Every preset with a built-in bottleneck, switched to every discipline of the Queue menu.
  const cases = CATALOG.flatMap((c) => {
    const q = getBottleneck(presetScenario(c.name)!)?.queue;
    return q ? DISCIPLINES.map((d) => [c.name, d.value, q] as const) : [];
  });
  it.each(cases)('%s → %s keeps the buffer (in packets where the discipline counts only packets) and ECN where both have it', (_name, to, q) => {
    const after = changeDiscipline(q, to);
    if (after === q) return;
    const limit = after.unit === q.unit ? q.limit : Math.max(2, Math.round(q.limit / packetBytes(q)));
    expect(after.limit).toBe(limit);
    if (hasEcn(q.type) && hasEcn(after.type)) expect((after as { ecn?: boolean }).ecn ?? false).toBe((q as { ecn?: boolean }).ecn ?? false);
  });
});

describe("the switched discipline's own defaults, offered from its registry entry", () => {
  it("FQ-CoDel's own defaults are its registry parameters' (buffer 10240 packets, ECN on)", () => {
    const params = queueDiscipline('fq-codel').params;
    const dflt = (k: string) => (params.find((p) => p.key === k) as { default?: unknown }).default;
    expect(ownDefaults('fq-codel')).toEqual({ limit: dflt('limit'), unit: 'packets', ecn: dflt('ecn') });
    expect(ownDefaults('fq-codel')).toEqual({ limit: 10240, unit: 'packets', ecn: true });
  });

  it('the note after RED → FQ-CoDel says what was kept and what FQ-CoDel’s own defaults are', () => {
    const fq = changeDiscipline(redOfSeed002(), 'fq-codel');
    expect(switchNote(fq)).toBe("Kept buffer 20 packets and ECN off. FQ-CoDel's own defaults: buffer 10240, ECN on");
  });

  it('"Use them" gives FQ-CoDel its 10240 packets and ECN, and the note then says so; Undo puts back the kept buffer and ECN', () => {
    const fq = changeDiscipline(redOfSeed002(), 'fq-codel');
    const kept = bufferAndEcnOf(fq);
    const used = withOwnDefaults(fq);
    expect([used.limit, used.unit, (used as { ecn?: boolean }).ecn]).toEqual([10240, 'packets', true]);
    expect(hasOwnDefaults(used)).toBe(true);
    expect(switchNote(used)).toBeNull();
    expect(usingDefaultsNote('fq-codel', kept)).toBe("You chose FQ-CoDel's own defaults: buffer 20 → 10240 packets, ECN off → on");
    expect(withBufferAndEcn(used, kept)).toEqual(fq);
  });

  it('no note where the discipline has no default buffer or ECN to offer (tail drop), or the queue has them already', () => {
    expect(switchNote(changeDiscipline(redOfSeed002(), 'droptail'))).toBeNull();
    const fifo = getBottleneck(presetScenario('voice-fifo')!)!.queue;
    expect(switchNote(withOwnDefaults(changeDiscipline(fifo, 'fq-codel')))).toBeNull();
  });

  it('a discipline without an ECN setting is offered its buffer alone (DualPI2: "DualPI2\'s own defaults: buffer 1000")', () => {
    expect(switchNote(changeDiscipline(redOfSeed002(), 'dualpi2'))).toBe("Kept buffer 20 packets. DualPI2's own defaults: buffer 1000");
  });

  it('a byte buffer switched to a discipline counting packets reads in packets, and its default is offered with its unit', () => {
    const q = { ...redOfSeed002(), type: 'droptail', limit: 30000, unit: 'bytes' } as unknown as LeafQueueSpec;
    const fq = changeDiscipline(q, 'fq-codel');
    expect(fq.unit).toBe('packets');
    expect(switchNote(fq)).toMatch(/^Kept buffer \d+ packets and ECN off\. FQ-CoDel's own defaults: buffer 10240, ECN on$/);
  });
});

describe("B's set-up words say what differs from A's", () => {
  it('FQ-CoDel as switched to reads "FQ-CoDel, buffer 20 packets"; with its own defaults, "FQ-CoDel, buffer 10240 packets, ECN" (the ECN said, as for RED)', () => {
    const fq = changeDiscipline(redOfSeed002(), 'fq-codel');
    expect(describeQueue(fq)).toBe('FQ-CoDel, buffer 20 packets');
    expect(describeQueue(withOwnDefaults(fq))).toBe('FQ-CoDel, buffer 10240 packets, ECN');
  });
});

// Bloat-2235 confusion 11: switched to CoDel (buffer 50 kept), the student typed Buffer 1000
// themselves and read "Using CoDel's own defaults: buffer 1000 packets, ECN off — Undo" beside
// "Same figures as your previous run (CoDel, buffer 50 packets): Buffer 50 → 1000 packets made no
// difference": who had set the 1000? The "You chose …" note is said only after "Use them", with
// the change as the same-figures note says it.
describe('the note after a switch says who changed the buffer (bloat-2235 confusion 11)', () => {
  const fifo50 = { ...getBottleneck(presetScenario('voice-fifo')!)!.queue, limit: 50 } as LeafQueueSpec;
  const codel = changeDiscipline(fifo50, 'codel');
  const last = { type: 'codel', kept: bufferAndEcnOf(codel), used: false };

  it('tail drop 50 → CoDel: the offer says what was kept and CoDel\'s own defaults', () => {
    expect(noteAfterSwitch(codel, last)).toEqual({ kind: 'offer', words: "Kept buffer 50 packets and ECN off. CoDel's own defaults: buffer 1000, ECN off" });
  });

  it('a buffer of 1000 typed by the student is not "CoDel\'s own defaults": no note claims it', () => {
    const typed = { ...codel, limit: 1000 } as LeafQueueSpec;
    expect(hasOwnDefaults(typed)).toBe(true);
    expect(noteAfterSwitch(typed, last)).toBeNull();
  });

  it('after "Use them", the note says the student chose them and what changed, as the same-figures note names it ("50 → 1000 packets")', () => {
    const used = withOwnDefaults(codel);
    expect(noteAfterSwitch(used, { ...last, used: true })).toEqual({ kind: 'using', words: "You chose CoDel's own defaults: buffer 50 → 1000 packets, ECN off" });
  });
});

describe('hasOwnDefaults is hasBufferAndEcn against the discipline\'s own buffer and ECN (one comparison)', () => {
  const cases = CATALOG.flatMap((c) => {
    const q = getBottleneck(presetScenario(c.name)!)?.queue;
    return q ? DISCIPLINES.map((d) => [c.name, d.value, changeDiscipline(q, d.value)] as const) : [];
  });
  it.each(cases)('%s → %s: as switched, and with its own defaults', (_n, _d, q) => {
    expect(hasOwnDefaults(q)).toBe(hasBufferAndEcn(q, ownBufferAndEcn(q)));
    expect(hasOwnDefaults(withOwnDefaults(q))).toBe(true);
  });
});
