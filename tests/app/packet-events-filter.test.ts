import { describe, expect, it } from 'vitest';
import { CAPTURE_EVENT_KINDS, EventKind } from '../../src/capture/recording';
import { recordScenario } from '../../src/capture/run-capture';
import { filterEvents, NO_FILTER, rowAtTime, stepRow } from '../../src/app/packets/event-filter';
import { dropReasonText, headerLayers, simulatorFacts } from '../../src/app/packets/packet-layers';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { parseScenario } from '../../src/sim-core/scenario/validate';

describe('event list filters', () => {
  const { recording: r, result } = recordScenario(parseScenario(findPreset('seed000-droptail')!.build()));

  it('no filter keeps every event, in time order', () => {
    const rows = filterEvents(r, NO_FILTER);
    expect(rows.length).toBe(r.eventCount);
    for (let i = 1; i < rows.length; i++) expect(r.events.t[rows[i]]).toBeGreaterThanOrEqual(r.events.t[rows[i - 1]]);
  });

  it("flow 3's drops: exactly the dropped events of flow 3 (flow id 2), nothing else", () => {
    const rows = filterEvents(r, { ...NO_FILTER, flows: [2], kinds: [EventKind.dropped] });
    let want = 0;
    for (let e = 0; e < r.eventCount; e++) if (r.events.kind[e] === EventKind.dropped && r.packets.flow[r.events.packet[e]] === 2) want++;
    expect(want).toBeGreaterThan(0);
    expect(rows.length).toBe(want);
    for (const e of rows) {
      expect(r.events.kind[e]).toBe(EventKind.dropped);
      expect(r.packets.flow[r.events.packet[e]]).toBe(2);
    }
  });

  it('kinds combine as a union, flows too, and the time range is inclusive at both ends', () => {
    const a = filterEvents(r, { ...NO_FILTER, kinds: [EventKind.sent] }).length;
    const b = filterEvents(r, { ...NO_FILTER, kinds: [EventKind.delivered] }).length;
    expect(filterEvents(r, { ...NO_FILTER, kinds: [EventKind.sent, EventKind.delivered] }).length).toBe(a + b);
    const f1 = filterEvents(r, { ...NO_FILTER, flows: [0] }).length;
    const f2 = filterEvents(r, { ...NO_FILTER, flows: [1] }).length;
    expect(filterEvents(r, { ...NO_FILTER, flows: [0, 1] }).length).toBe(f1 + f2);
    const t = r.events.t[100];
    const range = filterEvents(r, { ...NO_FILTER, from: t, to: t });
    expect(range.length).toBeGreaterThan(0);
    for (const e of range) expect(r.events.t[e]).toBe(t);
    expect(filterEvents(r, { ...NO_FILTER, kinds: [] }).length).toBe(0);
  });

  it('rowAtTime finds the first row at or after a time; stepRow walks and stays in the list', () => {
    const rows = filterEvents(r, { ...NO_FILTER, kinds: [EventKind.dropped] });
    const t = r.events.t[rows[2]];
    expect(rowAtTime(r, rows, t)).toBe(2);
    expect(rowAtTime(r, rows, t + 1e-9)).toBe(3);
    expect(rowAtTime(r, rows, 1e9)).toBe(rows.length);
    expect(stepRow(-1, 1, rows.length, 2)).toBe(2);
    expect(stepRow(-1, -1, rows.length, 2)).toBe(1);
    expect(stepRow(0, -1, rows.length, 0)).toBe(0);
    expect(stepRow(rows.length - 1, 1, rows.length, 0)).toBe(rows.length - 1);
    expect(stepRow(-1, 1, 0, 0)).toBe(-1);
  });

  it('the inspector names a drop, its queue, and the retransmission that repaired it; headers layer by layer', () => {
    const drop = filterEvents(r, { ...NO_FILTER, flows: [2], kinds: [EventKind.dropped] })[0];
    const facts = simulatorFacts(r, drop, result.links);
    const text = facts.map((f) => `${f.name}: ${f.value}`).join('\n');
    expect(text).toMatch(/^event: dropped at link R2->D, t = /);
    expect(text).toMatch(/queue after: \d+ packets, \d+ B/);
    expect(text).toMatch(/why: overflow: queue limit 20000 bytes/);
    expect(text).toMatch(/repaired by: the retransmission sent at t = /);
    expect(dropReasonText(r, drop, result.links)).toMatch(/^overflow/);
    const layers = headerLayers(r, drop);
    expect(layers.map((l) => l.title)).toEqual(['IPv4', 'TCP']);
    expect(layers[0].fields.find((f) => f.name === 'total length')!.value).toBe('1500 B');
    expect(CAPTURE_EVENT_KINDS[r.events.kind[drop]].id).toBe('dropped');
  });
});
