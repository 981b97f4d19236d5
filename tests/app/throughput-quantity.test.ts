/**
 * lecturer-2235, confusion 2: presented, the Wi-Fi A/B's strip says "System goodput A 7.53 B 8.56"
 * while its throughput plots drew throughput (tail drop flat on 10 Mbit/s). Presented under a
 * system-goodput headline the plot draws goodput unless a link or the lecturer chose; elsewhere,
 * and with any other first headline, throughput as before; an explicit `tput=throughput` is kept.
 *
 * Phone trial 11:45: A/B plot should show the goodput At a glance compares. Compare A/B's At a
 * glance compares goodput, so its throughput plot (and the overlay, exports, text alternatives)
 * draws goodput unless someone chose; Explore at a desk keeps throughput.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyViewLink, currentViewLink } from '../../src/app/controller/view-url';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';
import { defaultQuantity, shownQuantity } from '../../src/app/state/throughput-quantity';
import { SYSTEM_GOODPUT } from '../../src/headlines/headlines';

function open(preset: string, presenting: boolean): void {
  useLessonStore.getState().setPlace(null);
  useScenarioStore.getState().loadPreset(preset);
  useViewStore.setState({ presenting, throughputQuantity: null, mode: 'explore' });
}

const reset = () => {
  useViewStore.setState({ presenting: false, throughputQuantity: null, mode: 'explore', theme: 'default', themeBeforePresenting: null });
  useScenarioStore.getState().loadPreset('seed000-droptail');
};
beforeEach(reset);
afterEach(reset);

describe("the throughput plot's default quantity", () => {
  it('presented under a system-goodput headline (the Wi-Fi demo), goodput; at a desk, throughput', () => {
    open('wifi-red', true);
    expect(shownQuantity()).toBe('goodput');
    useViewStore.setState({ mode: 'compare' });
    expect(shownQuantity()).toBe('goodput');
    open('wifi-red', false);
    expect(shownQuantity()).toBe('throughput');
  });

  it('presented under another first headline (the late flow\'s completion time), throughput', () => {
    open('seed000-droptail', true);
    expect(shownQuantity()).toBe('throughput');
  });

  it('a chosen quantity, either one, wins and is kept in the link; none chosen, the link says what is presented (lecturer-0315, confusion 9)', () => {
    open('wifi-red', true);
    // Presented goodput is named: `plots=throughput` alone read as throughput over goodput lines.
    expect(currentViewLink().tput).toBe('goodput');
    open('seed000-droptail', true);
    expect(currentViewLink().tput).toBeUndefined();
    open('wifi-red', false);
    expect(currentViewLink().tput).toBeUndefined();
    open('wifi-red', true);
    applyViewLink({ present: true, tput: 'throughput' });
    expect(shownQuantity()).toBe('throughput');
    expect(currentViewLink().tput).toBe('throughput');
    useViewStore.getState().setThroughputQuantity('goodput');
    expect(currentViewLink().tput).toBe('goodput');
  });

  describe('Compare A/B (phone trial 11:45: A/B plot should show the goodput At a glance compares)', () => {
    const lateFlow = [{ ref: { metric: 'flow.completionTime' } }] as unknown as Parameters<typeof defaultQuantity>[1];
    const systemGoodput = [{ ref: { metric: SYSTEM_GOODPUT.metric } }] as unknown as Parameters<typeof defaultQuantity>[1];

    it('the rule: goodput in compare, at a desk or presented, whatever the first headline; Explore at a desk throughput', () => {
      for (const presenting of [false, true]) {
        expect(defaultQuantity(presenting, lateFlow, 'compare')).toBe('goodput');
        expect(defaultQuantity(presenting, systemGoodput, 'compare')).toBe('goodput');
        expect(defaultQuantity(presenting, [], 'compare')).toBe('goodput');
      }
      expect(defaultQuantity(false, lateFlow, 'explore')).toBe('throughput');
      expect(defaultQuantity(false, systemGoodput, 'explore')).toBe('throughput');
      expect(defaultQuantity(true, lateFlow, 'explore')).toBe('throughput');
      expect(defaultQuantity(true, systemGoodput, 'explore')).toBe('goodput');
      expect(defaultQuantity(false, systemGoodput, 'sweep')).toBe('throughput');
    });

    it('at a desk, compare draws goodput and Explore throughput, following the mode both ways', () => {
      open('seed000-red', false);
      expect(shownQuantity()).toBe('throughput');
      useViewStore.getState().setMode('compare');
      expect(shownQuantity()).toBe('goodput');
      useViewStore.getState().setMode('explore');
      expect(shownQuantity()).toBe('throughput');
      // Presented, under the late flow's headline (not system goodput), compare still draws goodput.
      open('seed000-red', true);
      useViewStore.getState().setMode('compare');
      expect(shownQuantity()).toBe('goodput');
    });

    it('a chosen quantity wins in compare and stays chosen across modes', () => {
      open('seed000-red', false);
      useViewStore.getState().setMode('compare');
      useViewStore.getState().setThroughputQuantity('throughput');
      expect(shownQuantity()).toBe('throughput');
      useViewStore.getState().setMode('explore');
      expect(shownQuantity()).toBe('throughput');
      useViewStore.getState().setThroughputQuantity('goodput');
      expect(shownQuantity()).toBe('goodput');
    });

    it("a link: compare's default is left out (the reader's compare derives it), a carried tput is kept", () => {
      open('seed000-red', false);
      applyViewLink({ mode: 'compare' });
      expect(useViewStore.getState().throughputQuantity).toBeNull();
      expect(shownQuantity()).toBe('goodput');
      expect(currentViewLink().mode).toBe('compare');
      expect(currentViewLink().tput).toBeUndefined();
      applyViewLink({ mode: 'compare', tput: 'throughput' });
      expect(shownQuantity()).toBe('throughput');
      expect(currentViewLink().tput).toBe('throughput');
      // Presented, the link names the goodput the room sees (lecturer-0315), as for the Wi-Fi demo.
      open('seed000-red', true);
      useViewStore.getState().setMode('compare');
      expect(currentViewLink().tput).toBe('goodput');
    });
  });
});
