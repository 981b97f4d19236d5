/// <reference lib="webworker" />
import '../browser/zod-jitless';
import * as Comlink from 'comlink';
import { captureFile, type CaptureSelection } from '../capture/capture-file';
import type { Recording } from '../capture/recording';
import { recordScenario } from '../capture/run-capture';
import { validateScenario } from '../sim-core';

/** Every typed array of a recording, to transfer rather than copy. */
function buffersOf(r: Recording): ArrayBuffer[] {
  const out: ArrayBuffer[] = [r.sack.buffer as ArrayBuffer];
  for (const c of [r.events, r.packets]) for (const a of Object.values(c)) out.push((a as ArrayBufferView).buffer as ArrayBuffer);
  return out;
}

let last: Recording | null = null;

/**
 * The capture worker: re-runs a scenario with the full-capture recorder, apart from the
 * simulation worker so the plots keep streaming meanwhile. It keeps the last recording to write
 * capture files from it.
 */
const api = {
  record(scenario: unknown): Recording {
    const v = validateScenario(scenario);
    if (!v.ok) throw new Error(v.errors.join('\n'));
    const { recording } = recordScenario(v.scenario);
    last = recording;
    // Copies go to the app (the worker keeps its own for the files).
    const copy: Recording = { ...recording, events: cloneCols(recording.events), packets: cloneCols(recording.packets), sack: recording.sack.slice() };
    return Comlink.transfer(copy, buffersOf(copy));
  },

  file(sel: CaptureSelection): Uint8Array {
    if (last === null) throw new Error('nothing recorded yet');
    const bytes = captureFile(last, sel);
    return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
};

function cloneCols<T extends object>(c: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) out[k] = (v as Float64Array).slice();
  return out as T;
}

export type CaptureWorkerApi = typeof api;
Comlink.expose(api);
