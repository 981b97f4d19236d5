import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRESET, presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { INSTANT, usePlaybackStore } from '../../src/app/state/playback-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';

describe('scenario store', () => {
  beforeEach(() => {
    useScenarioStore.getState().loadPreset(DEFAULT_PRESET);
  });

  it('starts on the default preset, validated', () => {
    const s = useScenarioStore.getState();
    expect(s.preset).toBe(DEFAULT_PRESET);
    expect(s.valid).toEqual(presetScenario(DEFAULT_PRESET));
    expect(s.errors).toEqual([]);
  });

  it('refuses unknown presets and keeps the scenario', () => {
    const before = useScenarioStore.getState().draft;
    expect(useScenarioStore.getState().loadPreset('nope')).toBe(false);
    expect(useScenarioStore.getState().draft).toBe(before);
  });

  it('a valid edit yields a new validated scenario and revision', () => {
    const rev = useScenarioStore.getState().revision;
    const before = useScenarioStore.getState().valid;
    useScenarioStore.getState().edit((d) => {
      d.flows[2].start = 4;
    });
    const s = useScenarioStore.getState();
    expect(s.revision).toBe(rev + 1);
    expect(s.valid).not.toBe(before);
    expect(s.valid!.flows[2].start).toBe(4);
    expect(before!.flows[2].start).toBe(2); // the previous scenario object is untouched
  });

  it('an invalid edit keeps the draft, explains why, and clears the runnable scenario', () => {
    useScenarioStore.getState().loadPreset('seed000-red');
    useScenarioStore.getState().edit((d) => {
      const q = getBottleneck(d)!.queue;
      if (q.type === 'red') setBottleneck(d, { queue: { ...q, minTh: 19000 } });
    });
    const s = useScenarioStore.getState();
    expect(s.valid).toBeNull();
    expect(s.errors.join('\n')).toMatch(/topology\.bottleneckQueue\.minTh: min_th \(19000\) must not exceed max_th \(18000\)/);
    const q = getBottleneck(s.draft)!.queue;
    expect(q.type === 'red' && q.minTh).toBe(19000);
  });

  it('link errors are stored as text', () => {
    useScenarioStore.getState().setLinkError('<b>x</b>');
    expect(useScenarioStore.getState().linkError).toBe('<b>x</b>');
    useScenarioStore.getState().setLinkError(null);
  });
});

describe('playback store', () => {
  beforeEach(() => {
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, speed: INSTANT, playSpeed: 1, end: 0 });
    usePlaybackStore.getState().setEnd(40);
  });

  it('play from "instant" starts at 0 at the last finite speed', () => {
    usePlaybackStore.getState().play();
    const s = usePlaybackStore.getState();
    expect(s.playing).toBe(true);
    expect(s.cursor).toBe(0);
    expect(s.speed).toBe(1);
  });

  it('tick advances by speed and stops at the end', () => {
    const pb = usePlaybackStore.getState();
    pb.setSpeed(10);
    pb.play();
    usePlaybackStore.getState().tick(0.5);
    expect(usePlaybackStore.getState().cursor).toBeCloseTo(5);
    usePlaybackStore.getState().tick(10);
    expect(usePlaybackStore.getState().cursor).toBe(40);
    expect(usePlaybackStore.getState().playing).toBe(false);
  });

  it('toggle pauses; step moves by 1% and clamps; reset goes to 0', () => {
    const pb = usePlaybackStore.getState();
    pb.play();
    usePlaybackStore.getState().tick(2);
    usePlaybackStore.getState().toggle();
    expect(usePlaybackStore.getState().playing).toBe(false);
    expect(usePlaybackStore.getState().cursor).toBeCloseTo(2);
    usePlaybackStore.getState().step(1);
    expect(usePlaybackStore.getState().cursor).toBeCloseTo(2.4);
    usePlaybackStore.getState().step(-100);
    expect(usePlaybackStore.getState().cursor).toBe(0);
    usePlaybackStore.getState().step(1000);
    expect(usePlaybackStore.getState().cursor).toBe(40);
    usePlaybackStore.getState().reset();
    expect(usePlaybackStore.getState().cursor).toBe(0);
  });

  it('instant shows the whole run and stops playing', () => {
    const pb = usePlaybackStore.getState();
    pb.play();
    usePlaybackStore.getState().setSpeed(INSTANT);
    const s = usePlaybackStore.getState();
    expect(s.playing).toBe(false);
    expect(s.cursor).toBe(INSTANT);
    expect(s.playSpeed).toBe(1);
  });

  it('End (toEnd) shows the whole run and keeps the chosen pace: set 2×, End, Replay plays at 2× (lecturer-1130, step 12)', () => {
    const pb = usePlaybackStore.getState();
    pb.setSpeed(2);
    pb.play();
    usePlaybackStore.getState().tick(3);
    usePlaybackStore.getState().toEnd();
    let s = usePlaybackStore.getState();
    expect(s.playing).toBe(false);
    expect(s.cursor).toBe(INSTANT);
    expect(s.speed).toBe(2);
    s.play();
    s = usePlaybackStore.getState();
    expect(s.playing).toBe(true);
    expect(s.cursor).toBe(0);
    expect(s.speed).toBe(2);
  });

  it('scrub clamps to the data', () => {
    usePlaybackStore.getState().scrub(-3);
    expect(usePlaybackStore.getState().cursor).toBe(0);
    usePlaybackStore.getState().scrub(99);
    expect(usePlaybackStore.getState().cursor).toBe(40);
  });
});

describe('view store', () => {
  it('zoom windows: set, and tiny or null resets', () => {
    useViewStore.getState().setZoom([1, 5]);
    expect(useViewStore.getState().zoom).toEqual([1, 5]);
    useViewStore.getState().setZoom([1, 1]);
    expect(useViewStore.getState().zoom).toBeNull();
  });
  it('theme switch', () => {
    useViewStore.getState().setTheme('projector');
    expect(useViewStore.getState().theme).toBe('projector');
    useViewStore.getState().setTheme('default');
  });
});

describe('playback while a run is still arriving', () => {
  beforeEach(() => {
    usePlaybackStore.setState({ cursor: INSTANT, playing: false, speed: INSTANT, playSpeed: 1, end: 0, live: false });
  });

  it('Play pressed before any result waits at the start, still playing, and follows the data as it arrives', () => {
    const pb = () => usePlaybackStore.getState();
    pb().setEnd(0, true);
    pb().play();
    pb().tick(0.5);
    expect([pb().playing, pb().cursor]).toEqual([true, 0]);
    pb().setEnd(2, true);
    pb().tick(0.5);
    expect([pb().playing, pb().cursor]).toEqual([true, 0.5]);
    pb().tick(5);
    expect([pb().playing, pb().cursor]).toEqual([true, 2]);
  });

  it('a complete run stops playback at its end', () => {
    const pb = () => usePlaybackStore.getState();
    pb().setEnd(3, true);
    pb().play();
    pb().setEnd(3, false);
    pb().tick(5);
    expect([pb().playing, pb().cursor]).toEqual([false, 3]);
  });
});
