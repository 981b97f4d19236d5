import { create } from 'zustand';
import { EventKind, type QueueFacts, type Recording } from '../../capture/recording';
import type { Scenario } from '../../sim-core';
import { usePlaybackStore } from '../state/playback-store';
import { recordInWorker } from './capture-client';
import { filterEvents, NO_FILTER, rowAtTime, stepRow, type EventFilter } from './event-filter';

/**
 * The recording and the filtered rows live here, outside React state (they are large typed
 * arrays); the store holds what the views react to: status, filter, selection and a version.
 */
export const packetData: { recording: Recording | null; rows: Int32Array; links: () => readonly QueueFacts[] } = {
  recording: null,
  rows: new Int32Array(0),
  /** The recorded run's link results (queue limits, thresholds), for the inspector's drop reasons. */
  links: () => [],
};

export type PacketsStatus = 'idle' | 'recording' | 'ready' | 'error';

interface PacketsState {
  status: PacketsStatus;
  message: string;
  /** The run (results runId) the recording belongs to, and which of the panel's sources it came from (Compare: 0 = A, 1 = B). */
  runId: number;
  source: number;
  filter: EventFilter;
  /** Selected event (index into the recording's events), −1: none. */
  selected: number;
  /** Bumped when the recording or the rows change. */
  version: number;
  record(scenario: Scenario, runId: number, source?: number): Promise<void>;
  setFilter(f: Partial<EventFilter>): void;
  /** Select an event; `follow`: move the playback cursor to it (pausing playback). */
  select(event: number, follow?: boolean): void;
  /** Select the next (dir 1) or previous (−1) event of the filtered list. */
  step(dir: 1 | -1): void;
  clear(): void;
}

/** Position of the selected event in the filtered rows (−1: not in them). */
export function selectedRow(selected: number): number {
  const rows = packetData.rows;
  if (selected < 0 || !packetData.recording) return -1;
  const r = packetData.recording;
  let i = rowAtTime(r, rows, r.events.t[selected]);
  while (i < rows.length && rows[i] !== selected && r.events.t[rows[i]] === r.events.t[selected]) i++;
  return i < rows.length && rows[i] === selected ? i : -1;
}

export const usePacketsStore = create<PacketsState>()((set, get) => ({
  status: 'idle',
  message: '',
  runId: -1,
  source: 0,
  filter: NO_FILTER,
  selected: -1,
  version: 0,

  async record(scenario, runId, source = 0) {
    set({ status: 'recording', message: '', runId, source });
    try {
      const recording = await recordInWorker(scenario);
      if (get().runId !== runId || get().source !== source) return;
      packetData.recording = recording;
      packetData.rows = filterEvents(recording, get().filter);
      set((s) => ({ status: 'ready', selected: -1, version: s.version + 1, message: recording.truncated ? `The capture keeps the first ${recording.eventCount.toLocaleString('en')} events (up to t = ${recording.endTime.toFixed(2)} s); the run went on beyond them.` : '' }));
    } catch (e) {
      if (get().runId !== runId || get().source !== source) return;
      set({ status: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  },

  setFilter(f) {
    const filter = { ...get().filter, ...f };
    if (packetData.recording) packetData.rows = filterEvents(packetData.recording, filter);
    set((s) => ({ filter, version: s.version + 1 }));
  },

  select(event, follow = true) {
    set({ selected: event });
    const r = packetData.recording;
    if (follow && r && event >= 0) {
      const pb = usePlaybackStore.getState();
      pb.pause();
      pb.scrub(r.events.t[event]);
    }
  },

  step(dir) {
    const r = packetData.recording;
    if (!r) return;
    const rows = packetData.rows;
    const pb = usePlaybackStore.getState();
    const atCursor = rowAtTime(r, rows, Number.isFinite(pb.cursor) ? pb.cursor : 0);
    const next = stepRow(selectedRow(get().selected), dir, rows.length, atCursor);
    if (next >= 0) get().select(rows[next]);
  },

  clear() {
    packetData.recording = null;
    packetData.rows = new Int32Array(0);
    set((s) => ({ status: 'idle', selected: -1, runId: -1, message: '', version: s.version + 1 }));
  },
}));

/** The drop event of `flow` at exactly time `t` (the core records a drop's time once, so plots and capture agree), or −1. */
export function dropEventAt(r: Recording, t: number, flow: number): number {
  const ev = r.events;
  let lo = 0;
  let hi = r.eventCount;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ev.t[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  for (let e = lo; e < r.eventCount && ev.t[e] === t; e++) {
    if ((ev.kind[e] === EventKind.dropped || ev.kind[e] === EventKind.marked) && r.packets.flow[ev.packet[e]] === flow) return e;
  }
  return -1;
}

/** The selected event's packet as the animated bottleneck identifies packets and drops. */
export interface SelectedPacket {
  flow: number;
  seq: number;
  retransmission: boolean;
  control: boolean;
  /** The selected event is a drop or mark at this time. */
  dropAt: number;
}

export function selectedPacket(): SelectedPacket | null {
  const r = packetData.recording;
  const e = usePacketsStore.getState().selected;
  if (!r || e < 0) return null;
  const p = r.events.packet[e];
  const k = r.events.kind[e];
  return {
    flow: r.packets.flow[p],
    // As the bottleneck's packet log records it: the model's sequence field (0 on the receiver's ACKs).
    seq: r.packets.seq[p],
    retransmission: r.packets.retransmission[p] === 1,
    control: r.packets.payload[p] === 0,
    dropAt: k === EventKind.dropped || k === EventKind.marked ? r.events.t[e] : Number.NaN,
  };
}

/** Events searched backwards for a packet clicked in the animation (a queue holds far fewer). */
const CLICK_SEARCH = 200_000;

/**
 * A packet or drop clicked in the animated bottleneck (link `link`, at time `t`): select its
 * latest event at that link, without moving the cursor (it is already there).
 */
export function selectDrawn(hit: { packet?: { flow: number; seq: number; retransmission: boolean; control: boolean }; drop?: { t: number; flow: number } }, link: number, t: number): void {
  const r = packetData.recording;
  if (!r) return;
  let e = -1;
  if (hit.drop) e = dropEventAt(r, hit.drop.t, hit.drop.flow);
  else if (hit.packet) {
    const p = hit.packet;
    const ev = r.events;
    const pk = r.packets;
    let i: number;
    // The first event after t, then backwards.
    let lo = 0;
    let hi = r.eventCount;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ev.t[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    for (i = lo - 1; i >= 0 && i >= lo - CLICK_SEARCH; i--) {
      if (ev.at[i] !== link || ev.kind[i] === EventKind.sent || ev.kind[i] === EventKind.delivered) continue;
      const q = ev.packet[i];
      if (pk.flow[q] === p.flow && pk.seq[q] === p.seq && (pk.retransmission[q] === 1) === p.retransmission && (pk.payload[q] === 0) === p.control) {
        e = i;
        break;
      }
    }
  }
  if (e >= 0) usePacketsStore.getState().select(e, false);
}

/** Select the drop of `flow` at time `t` (a congestion event's cause clicked on a plot), if the list is open. */
export function selectDropAt(t: number, flow: number): void {
  const r = packetData.recording;
  if (!r) return;
  const e = dropEventAt(r, t, flow);
  if (e >= 0) usePacketsStore.getState().select(e, false);
}
