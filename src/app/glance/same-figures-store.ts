import { create } from 'zustand';
import type { Scenario } from '../../sim-core';

/**
 * The same-figures line of the current run (same-figures-on-run.ts works it out as each run finishes; At a glance shows it),
 * for the phone's editor drawer too: the drawer covers At a glance, and its "Updated with …" line
 * is where a student editing there looks (bloat trial 02:20, confusion 5).
 */
export const useSameFiguresStore = create<{ scenario: Scenario | null; note: string | null }>(() => ({ scenario: null, note: null }));
