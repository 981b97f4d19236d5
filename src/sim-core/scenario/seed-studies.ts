/**
 * The seed studies the presets named `seedNNN-…` reproduce, in order: each study's citation is
 * its preset file's own (SEEDnnn_STUDY); this list adds what its presets reproduce, for the CLI's
 * --help and anything else that lists the studies. docs/presets.md gives each preset's source.
 */
import { SEED000_STUDY } from './seed000-presets';
import { SEED001_STUDY } from './seed001-presets';
import { SEED002_STUDY } from './seed002-presets';
import { SEED003_STUDY } from './seed003-presets';

export interface SeedStudy {
  /** The preset-name prefix, e.g. "seed000". */
  prefix: string;
  study: { authors: string; year: string; title: string; venue?: string };
  /** What its presets reproduce, in a line. */
  reproduces: string;
}

export const SEED_STUDIES: readonly SeedStudy[] = [
  { prefix: 'seed000', study: SEED000_STUDY, reproduces: 'Test A (a late flow beside two downloads, tail drop vs RED; sweep --plot draws its medians) and Test B (TCP beside a voice stream, HTB classes)' },
  { prefix: 'seed001', study: SEED001_STUDY, reproduces: 'web traffic at 80 % and 105 % load, tail drop vs Adaptive RED with and without ECN' },
  { prefix: 'seed002', study: SEED002_STUDY, reproduces: 'Vegas and Reno under tail drop and RED (experiments A–E)' },
  { prefix: 'seed003', study: SEED003_STUDY, reproduces: 'RED in wired and wireless networks (experiments E1–E6)' },
];

/** "Riva (c. 2003), master's thesis, University of Helsinki". */
export function studyCitation(s: SeedStudy['study']): string {
  return `${s.authors} (${s.year})${s.venue ? `, ${s.venue}` : ''}`;
}
