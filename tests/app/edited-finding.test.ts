import { describe, expect, it } from 'vitest';
import { editedOutcome } from '../../src/app/lessons/edited-finding';
import { tryLineExpects } from '../../src/lessons/schema';

describe('a check on the edited run is said as the Try line expects it: a flip (bloat-1130 step 29)', () => {
  it('the Try line expects the opposite of the step\'s set-up (its contrast flips the verdict)', () => {
    expect(tryLineExpects('pass')).toBe('fail');
    expect(tryLineExpects('fail')).toBe('pass');
  });

  it('a flip expected and seen is said first in words and with a flip\'s icon, not a ✓ over a claim that fails (bloat trial 17:40, step 27)', () => {
    const o = editedOutcome(false, 'pass');
    expect(o.mark).toBe('⇄');
    expect(o.flipped).toBe(true);
    expect(o.head).toBe('Your change flips the claim, as the Try line expected');
    expect(`${o.claim}; ${o.setUp}`).toBe('On your edited run it does not hold; as the step set it up, it held');
    // The same on a step whose set-up does not hold.
    expect(editedOutcome(true, 'fail')).toMatchObject({ mark: '⇄', claim: 'On your edited run it holds', setUp: 'as the step set it up, it did not hold' });
  });

  it('a flip expected and not seen is a ✗ that says the claim is unchanged, though it holds', () => {
    const o = editedOutcome(true, 'pass');
    expect(o.mark).toBe('✗');
    expect(o.flipped).toBe(false);
    expect(o.head).toBe('Your change does not flip the claim yet, as the Try line expects it to');
    expect(`${o.claim}; ${o.setUp}`).toBe('On your edited run it still holds; as it did on the step’s set-up');
    expect(editedOutcome(false, 'fail')).toMatchObject({ mark: '✗', claim: 'On your edited run it still does not hold', setUp: 'as it did not on the step’s set-up' });
  });
});
