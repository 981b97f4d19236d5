import { describe, expect, it } from 'vitest';
import { linkChangeWords } from '../../src/app/controller/link-change';

/**
 * Lecturer-0055, confusion 6: after a copy, only "Hide the numbers" ticked and the speed set, the
 * Share box said "stale — the scenario changed since". It says what changed: the link's options.
 */
describe('what changed since a link was copied, in words', () => {
  const base = 'http://127.0.0.1:5190/#v=1&preset=wifi-red&ph=38548dc1&view=8&mode=compare';

  it('the hide-the-numbers option and the speed: the link\'s options, each named, not the scenario', () => {
    expect(linkChangeWords(base, `${base}&endnums=1&speed=10`)).toBe("the link's options changed since (the headline numbers held until the end of the replay and the playback speed)");
  });

  it('one option (the playback speed alone)', () => {
    expect(linkChangeWords(`${base}&endnums=1&speed=5`, `${base}&endnums=1&speed=10`)).toBe("the link's options changed since (the playback speed)");
  });

  it('another preset, or an edit of the scenario: the scenario changed', () => {
    expect(linkChangeWords(base, base.replace('wifi-red', 'wifi-droptail'))).toBe('the scenario changed since');
    expect(linkChangeWords(base, `${base}&topology.bottleneck.delay=0.05&endnums=1`)).toBe('the scenario changed since');
  });
});
