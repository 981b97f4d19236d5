import { useEffect, useState } from 'react';
import type { LeafQueueSpec as QueueSpec } from '../../sim-core';
import { useScenarioStore } from '../state/scenario-store';
import { bufferAndEcnOf, bufferAndEcnWords, noteAfterSwitch, type BufferAndEcn, type QueueSwitch } from '../../scenario-edit/switch-defaults';

export type { QueueSwitch } from '../../scenario-edit/switch-defaults';

/**
 * The last switch of one Queue menu, remembered while its editor is open: `record` it with the
 * queue the switch made, `forget` it when the queue is replaced otherwise. A scenario loaded whole
 * (a preset, a link, a lesson step) forgets it too: its queue is not the switch's.
 */
export function useQueueSwitch(): { last: QueueSwitch | null; record: (switched: QueueSpec) => void; forget: () => void } {
  const [last, setLast] = useState<QueueSwitch | null>(null);
  useEffect(() => useScenarioStore.subscribe((s, prev) => (s.changedBy === 'load' && s.revision !== prev.revision ? setLast(null) : undefined)), []);
  return { last, record: (q) => setLast({ type: q.type, kept: bufferAndEcnOf(q), used: false }), forget: () => setLast(null) };
}

/**
 * Beside a Queue menu after a switch: what the switch kept, and the discipline's own defaults in
 * one press ("Kept buffer 20 packets and ECN off. FQ-CoDel's own defaults: buffer 10240, ECN on —
 * Use them"); once used, one press back. Choosing FQ-CoDel silently took its 10240 packets and
 * ECN (phone trial 20:45, confusion 7; bloat trial 20:45, C12). Gone once the queue has been
 * edited otherwise, or switched again: a buffer the student typed is not "CoDel's own defaults"
 * (bloat-2235 confusion 11; noteAfterSwitch).
 */
export function SwitchDefaultsNote({ queue, last, useDefaults, undo, testId }: { queue: QueueSpec; last: QueueSwitch | null; useDefaults: () => void; undo: (kept: BufferAndEcn) => void; testId: string }) {
  // "Use them" pressed is remembered with the switch: only then is the note "You chose …" (noteAfterSwitch).
  const [usedFor, setUsedFor] = useState<QueueSwitch | null>(null);
  const note = noteAfterSwitch(queue, last && usedFor === last ? { ...last, used: true } : last);
  if (!last || note === null) return null;
  if (note.kind === 'offer') {
    return (
      <p className="hint switch-note" data-testid={testId} role="status">
        {note.words} —{' '}
        <button
          type="button"
          data-testid={`${testId}-use`}
          onClick={() => {
            setUsedFor(last);
            useDefaults();
          }}
        >
          Use them
        </button>
      </p>
    );
  }
  return (
    <p className="hint switch-note" data-testid={testId} role="status">
      {note.words} —{' '}
      <button type="button" data-testid={`${testId}-undo`} aria-label={`Undo: back to ${bufferAndEcnWords(last.kept)}`} onClick={() => {
          setUsedFor(null);
          undo(last.kept);
        }}>
        Undo
      </button>
    </p>
  );
}
