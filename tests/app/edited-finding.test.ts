import { describe, expect, it } from 'vitest';
import { editedOutcome } from '../../src/app/lessons/edited-finding';
import { tryLineExpects } from '../../src/lessons/schema';

describe('a check on the edited run is said as the Try line expects it: a flip (bloat-1130 step 29)', () => {
  it('the Try line expects the opposite of the step\'s set-up (its contrast flips the verdict)', () => {
    expect(tryLineExpects('pass')).toBe('fail');
    expect(tryLineExpects('fail')).toBe('pass');
  });

  it('a flip expected and seen is a ✓ in the Try line\'s words, though the claim no longer holds', () => {
    const o = editedOutcome(false, 'pass');
    expect(o.mark).toBe('✓');
    expect(o.flipped).toBe(true);
    expect(o.head).toBe('As the Try line expects: your change flips the step’s claim');
    expect(`${o.claim}; ${o.setUp}`).toBe('The claim does not hold on your edited run; as the step set it up, it held');
    // The same on a step whose set-up does not hold.
    expect(editedOutcome(true, 'fail')).toMatchObject({ mark: '✓', claim: 'The claim holds on your edited run', setUp: 'as the step set it up, it did not hold' });
  });

  it('a flip expected and not seen is a ✗ that says the claim is unchanged, though it holds', () => {
    const o = editedOutcome(true, 'pass');
    expect(o.mark).toBe('✗');
    expect(o.flipped).toBe(false);
    expect(o.head).toBe('Not what the Try line expects yet: your change does not flip the step’s claim');
    expect(`${o.claim}; ${o.setUp}`).toBe('The claim still holds on your edited run; as it did on the step’s set-up');
    expect(editedOutcome(false, 'fail')).toMatchObject({ mark: '✗', claim: 'The claim still does not hold on your edited run', setUp: 'as it did not on the step’s set-up' });
  });
});
