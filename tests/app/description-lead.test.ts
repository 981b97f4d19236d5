import { describe, expect, it } from 'vitest';
import { descriptionLead } from '../../src/app/util/description-lead';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';

/** A demo's description folded to its first sentence on a phone with a lesson open (phone trial 02:20, s10). */
describe('descriptionLead', () => {
  it('cuts the Vegas RED demo after its first sentence, past the brackets', () => {
    const text = presetScenarioShared('seed002-a-vr-red')!.description!;
    expect(descriptionLead(text)).toEqual({ lead: 'Two flows share 1.5 Mbit/s with a 20-packet buffer under RED 4/6 (min_th 4, max_th 6 packets).', rest: true });
  });
  it('does not end a sentence at an abbreviation or inside a published passage', () => {
    expect(descriptionLead('As in Exp. A the flows {paper: In Chang (2004). it was 0.8} share. More.')).toEqual({ lead: 'As in Exp. A the flows {paper: In Chang (2004). it was 0.8} share.', rest: true });
  });
  it('says there is no rest for one sentence', () => {
    expect(descriptionLead('One sentence only.')).toEqual({ lead: 'One sentence only.', rest: false });
  });
});
