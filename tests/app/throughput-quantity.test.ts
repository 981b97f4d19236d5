/**
 * lecturer-2235, confusion 2: presented, the Wi-Fi A/B's strip says "System goodput A 7.53 B 8.56"
 * while its throughput plots drew throughput (tail drop flat on 10 Mbit/s). Presented under a
 * system-goodput headline the plot draws goodput unless a link or the lecturer chose; elsewhere,
 * and with any other first headline, throughput as before; an explicit `tput=throughput` is kept.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyViewLink, currentViewLink } from '../../src/app/controller/view-url';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';
import { shownQuantity } from '../../src/app/state/throughput-quantity';

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
});
