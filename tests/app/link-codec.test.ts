import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CATALOG, dumbbellPresetName, presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import { bytesToBase64url } from '../../src/compact/base64url';
import { encodeCompact } from '../../src/compact/compact';
import { decodeLink, encodeLink, LINK_VERSION, MAX_LINK_CHARS } from '../../src/url/link-codec';
import { presetDigest } from '../../src/url/preset-digest';

const ORIGIN_AND_PATH = 'https://example.org/congestion-lab/';

function ok(fragment: string) {
  const d = decodeLink(fragment);
  if (d.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(d)}`);
  return d;
}

function err(fragment: string): string {
  const d = decodeLink(fragment);
  if (d.kind !== 'error') throw new Error(`expected an error for ${fragment.slice(0, 80)}, got ${d.kind}`);
  return d.error;
}

const names = [...CATALOG.map((c) => c.name), dumbbellPresetName(7, 'red'), dumbbellPresetName(50, 'droptail')];

describe('share links: every preset round-trips', () => {
  for (const name of names) {
    it(name, () => {
      const sc = presetScenario(name)!;
      expect(sc).not.toBeNull();
      // Readable form: the preset's name and the digest of what it runs.
      const readable = encodeLink(sc, name);
      expect(readable).toBe(`v=${LINK_VERSION}&preset=${name}&ph=${presetDigest(name)}`);
      const a = ok(`#${readable}`);
      expect(a.scenario).toEqual(sc);
      expect(a.preset).toBe(name);
      // Compact form of the same scenario.
      const compact = encodeLink(sc, null);
      expect(compact.startsWith(`v=${LINK_VERSION}&s=`)).toBe(true);
      expect(ok(compact).scenario).toEqual(sc);
      // Every preset's link is under 2000 characters, in either form.
      expect((ORIGIN_AND_PATH + '#' + readable).length).toBeLessThan(2000);
      expect((ORIGIN_AND_PATH + '#' + compact).length).toBeLessThan(2000);
    });
  }
});

describe('share links: edits', () => {
  it('a leaf edit stays human-readable and round-trips', () => {
    const sc = presetScenario('seed000-droptail')!;
    sc.flows[2].start = 3.25;
    if (sc.topology.kind !== 'testbed' || sc.topology.bottleneckQueue.type === 'htb') throw new Error('testbed with a plain queue expected');
    sc.topology.bottleneckQueue.limit = 15000;
    sc.seed = 7;
    const link = encodeLink(sc, 'seed000-droptail');
    expect(link).toBe(`v=1&preset=seed000-droptail&ph=${presetDigest('seed000-droptail')}&seed=7&topology.bottleneckQueue.limit=15000&flows.2.start=3.25`);
    expect(ok(link).scenario).toEqual(sc);
  });

  it('unlimited ↔ finite sizes are leaf edits (null ↔ number)', () => {
    const sc = presetScenario('dumbbell-red')!;
    if (sc.flows[0].kind !== 'tcp') throw new Error('tcp expected');
    sc.flows[0].bytes = 100000;
    const link = encodeLink(sc, 'dumbbell-red');
    expect(link).toContain('flows.0.bytes=100000');
    expect(ok(link).scenario).toEqual(sc);
    const back = ok('v=1&preset=seed000-red&flows.1.bytes=null').scenario;
    expect(back.flows[1].kind === 'tcp' && back.flows[1].bytes).toBe(null);
  });

  it('a structural edit (new flow, other queue type) uses the compact form', () => {
    const sc = presetScenario('seed000-droptail')!;
    sc.flows.push({ kind: 'cbr', start: 1, rate: 30000, packetSize: 500, duration: 5 });
    const link = encodeLink(sc, 'seed000-droptail');
    // It names the preset it was edited from, so the page it opens says "Edited from: …".
    expect(link).toMatch(/^v=1&from=seed000-droptail&s=[A-Za-z0-9_-]+$/);
    expect(ok(link).scenario).toEqual(sc);
    expect(ok(link).preset).toBe('seed000-droptail');
    expect(link.length).toBeLessThan(2000);
    // Without a preset (a file, an old link) there is nothing to name.
    expect(encodeLink(sc, null)).toMatch(/^v=1&s=[A-Za-z0-9_-]+$/);
    expect(ok(encodeLink(sc, null)).preset).toBeNull();
  });

  it('switching the queue discipline (compact form) keeps the preset it was edited from', () => {
    const sc = presetScenario('dumbbell-droptail')!;
    setBottleneck(sc, { queue: changeDiscipline(getBottleneck(sc)!.queue, 'red') });
    const link = encodeLink(sc, 'dumbbell-droptail');
    expect(link).toMatch(/&from=dumbbell-droptail&s=/);
    const d = ok(link);
    expect(d.preset).toBe('dumbbell-droptail');
    expect(getBottleneck(d.scenario)!.queue.type).toBe('red');
  });

  it('strings with reserved characters survive', () => {
    const sc = presetScenario('seed000-red')!;
    sc.flows[0].name = 'a&b=c #1 <i>ü</i>';
    const link = encodeLink(sc, 'seed000-red');
    expect(ok(link).scenario.flows[0].name).toBe('a&b=c #1 <i>ü</i>');
  });
});

describe('share links: versioning', () => {
  it('refuses other versions with a message', () => {
    expect(err('v=2&preset=seed000-red')).toMatch(/format version "2".*reads version 1/);
    expect(err('v=0&s=abc')).toMatch(/format version "0"/);
  });
  it('refuses links without a version', () => {
    expect(err('preset=seed000-red')).toMatch(/no format version/);
  });
  it('an empty fragment is not an error', () => {
    expect(decodeLink('').kind).toBe('empty');
    expect(decodeLink('#').kind).toBe('empty');
  });
  it('the compact payload is checked by the scenario version too', () => {
    const sc = presetScenario('seed000-red')!;
    const payload = encodeCompact({ ...sc, version: 99 });
    expect(err(`v=1&s=${payload}`)).toMatch(/scenario version 1, got 99/);
  });
});

describe('share links: bad input is refused with a message', () => {
  const good = encodeLink(presetScenario('seed000-red')!, null);
  const cases: [string, string, RegExp][] = [
    ['garbage', 'hello world', /no format version/],
    ['not base64url', 'v=1&s=%%%***', /not valid base64url/],
    ['truncated compact', good.slice(0, Math.floor(good.length / 2)), /truncated|damaged/],
    ['damaged compact', good.replace(/s=(.{10})/, 's=AAAAAAAAAA'), /damaged|truncated|JSON|invalid/],
    ['unknown preset', 'v=1&preset=nope', /no preset called "nope"/],
    ['unknown setting', 'v=1&preset=seed000-red&flows.9.start=1', /not a setting/],
    ['prototype path', 'v=1&preset=seed000-red&__proto__.polluted=1', /not a setting/],
    ['constructor path', 'v=1&preset=seed000-red&flows.constructor.x=1', /not a setting/],
    ['group, not a value', 'v=1&preset=seed000-red&topology=1', /group of settings/],
    ['wrong type', 'v=1&preset=seed000-red&flows.2.start=soon', /expected a number/],
    ['wrong boolean', 'v=1&preset=seed000-red&topology.bottleneckQueue.gentle=yes', /true or false/],
    ['duplicate key', 'v=1&preset=seed000-red&seed=1&seed=2', /sets "seed" twice/],
    ['preset and payload', `v=1&preset=seed000-red&s=${good.slice(6)}`, /both a preset and an encoded/],
    ['from without a payload', 'v=1&preset=seed000-red&from=seed000-red', /"from" goes with an encoded scenario/],
    ['from an unknown preset', `v=1&from=nope&s=${good.slice(6)}`, /no preset called "nope"/],
    ['from and another setting', `v=1&from=seed000-red&seed=3&s=${good.slice(6)}`, /takes no other settings/],
    ['neither', 'v=1&x=1', /neither a preset/],
    ['invalid RED thresholds', 'v=1&preset=seed000-red&topology.bottleneckQueue.minTh=19000', /min_th \(19000\) must not exceed max_th \(18000\)/],
    ['maxTh above buffer', 'v=1&preset=seed000-red&topology.bottleneckQueue.maxTh=25000', /must not exceed the buffer limit/],
    ['negative start', 'v=1&preset=seed000-droptail&flows.2.start=-1', /flows\[2\]\.start/],
    ['too long', `v=1&preset=seed000-red&name=${'x'.repeat(MAX_LINK_CHARS)}`, /too long/],
  ];
  for (const [what, link, re] of cases) {
    it(what, () => {
      expect(err(link)).toMatch(re);
    });
  }

  it('JSON that is not a scenario object', () => {
    const p = bytesToBase64url(deflateSync(strToU8('[1,2,3]')));
    expect(err(`v=1&s=${p}`)).toMatch(/expected a JSON object/);
    const q = bytesToBase64url(deflateSync(strToU8('{not json')));
    expect(err(`v=1&s=${q}`)).toMatch(/not valid JSON/);
  });

  it('a deflate bomb is stopped before it is inflated whole', () => {
    const bomb = bytesToBase64url(deflateSync(new Uint8Array(5_000_000).fill(32), { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    expect(err(`v=1&s=${bomb}`)).toMatch(/too large/);
  });

  it('a hostile payload cannot pollute prototypes', () => {
    const p = bytesToBase64url(deflateSync(strToU8('{"__proto__":{"polluted":1},"version":1}')));
    expect(decodeLink(`v=1&s=${p}`).kind).toBe('error');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    decodeLink('v=1&preset=seed000-red&__proto__.polluted=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on arbitrary text', () => {
    const junk = ['#', '&&&', 'v=1&s=', 'v=1&preset=', '%E0%A4%A', 'v=1&s=A', 'v=1&preset=seed000-red&flows.2.start=', '=v=1', 'v=1&preset=seed000-red&flows.02.start=1'];
    for (const j of junk) expect(() => decodeLink(j)).not.toThrow();
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'v=1&s=preset.flows0123456789abcXYZ-_%#';
    for (let n = 0; n < 300; n++) {
      let s = '';
      const len = Math.floor(rnd() * 60);
      for (let i = 0; i < len; i++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(() => decodeLink(s)).not.toThrow();
    }
  });
});

describe('share links: the preset’s digest (lecturer trial 10:30, steps 14 and 20: would an old link give the same numbers?)', () => {
  it('a preset’s digest is 8 hex digits and follows what it runs: the Wi-Fi pair’s differ', () => {
    const red = presetDigest('wifi-red')!;
    expect(red).toMatch(/^[0-9a-f]{8}$/);
    expect(presetDigest('wifi-droptail')).not.toBe(red);
    expect(presetDigest('no-such-preset')).toBeNull();
  });

  it('a link made from the preset as it is opens with no word; one made from another set-up of it says the preset changed, and still opens with its edits', () => {
    const now = presetDigest('wifi-red')!;
    const same = ok(`v=1&preset=wifi-red&ph=${now}&seed=2`);
    expect(same.presetChanged).toBeUndefined();
    const other = (now[0] === '0' ? '1' : '0') + now.slice(1);
    const old = ok(`v=1&preset=wifi-red&ph=${other}&seed=2`);
    expect(old.presetChanged).toBe(true);
    expect(old.preset).toBe('wifi-red');
    expect(old.scenario.seed).toBe(2);
    // A link from before digests is not judged.
    expect(ok('v=1&preset=wifi-red').presetChanged).toBeUndefined();
  });

  it('a malformed digest, or one without a preset, is refused with a message', () => {
    expect(err('v=1&preset=wifi-red&ph=xyz')).toMatch(/"ph" is a preset's digest: 8 hexadecimal digits/);
    expect(err(`v=1&ph=${presetDigest('wifi-red')}&s=abc`)).toMatch(/"ph" is a preset's digest/);
  });
});
