import { describe, expect, it } from 'vitest';
import { editedClaimLine, editedOutcome } from '../../src/app/lessons/edited-finding';
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
    expect(o.head).toBe('It worked: your change did what the Try line asked');
    expect(`${o.claim}; ${o.setUp}`).toBe('On your edited run the claim no longer holds; as the step set it up, the claim held');
    // The same on a step whose set-up does not hold.
    expect(editedOutcome(true, 'fail')).toMatchObject({ mark: '⇄', claim: 'On your edited run the claim holds', setUp: 'as the step set it up, the claim did not hold' });
  });

  // Bloat-2235 confusion 10: "⇄ Your change flips the claim, as the Try line expected. On your
  // edited run it does not hold: … 46.7 ms, needs > 150 ms" — a success said as a double negative.
  it('an expected flip reads as a success: "It worked", "the claim no longer holds", the bound as what the claim needs, no "does not hold" or "needs" of the run', () => {
    const o = editedOutcome(false, 'pass');
    const line = `${o.head}. ${editedClaimLine(o, [{ figure: 'Flow 5 (voice) one-way delay 46.7 ms', needs: '> 150 ms', ok: false }])}`;
    expect(line).toBe('It worked: your change did what the Try line asked. On your edited run the claim no longer holds: Flow 5 (voice) one-way delay 46.7 ms, where the claim needs > 150 ms; as the step set it up, the claim held');
    expect(line).not.toMatch(/does not hold|, needs /);
  });

  it('a flip expected and not seen is a ✗ that says the claim is unchanged, though it holds', () => {
    const o = editedOutcome(true, 'pass');
    expect(o.mark).toBe('✗');
    expect(o.flipped).toBe(false);
    expect(o.head).toBe('Not yet: your change has not done what the Try line asks');
    expect(`${o.claim}; ${o.setUp}`).toBe('On your edited run it still holds; as it did on the step’s set-up');
    expect(editedOutcome(false, 'fail')).toMatchObject({ mark: '✗', claim: 'On your edited run it still does not hold', setUp: 'as it did not on the step’s set-up' });
  });
});
