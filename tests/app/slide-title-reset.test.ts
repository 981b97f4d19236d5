import { afterEach, describe, expect, it } from 'vitest';
import { installSlideTitleReset } from '../../src/app/presentation/slide-title-reset';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { useViewStore } from '../../src/app/state/view-store';

describe('a slide title belongs to the scenario on the screen', () => {
  let off = () => {};
  afterEach(() => off());

  it('loading another preset clears it; an edit or reloading the same preset keeps it', () => {
    const scenario = useScenarioStore.getState();
    scenario.loadPreset('seed000-red');
    off = installSlideTitleReset();
    useViewStore.getState().setSlideTitle('RED keeps the queue short');
    useScenarioStore.getState().edit((d) => {
      d.duration = 30;
    });
    expect(useViewStore.getState().slideTitle).toBe('RED keeps the queue short');
    useScenarioStore.getState().loadPreset('seed000-red');
    expect(useViewStore.getState().slideTitle).toBe('RED keeps the queue short');
    useScenarioStore.getState().loadPreset('dumbbell-10-droptail');
    expect(useViewStore.getState().slideTitle).toBeNull();
  });
});
