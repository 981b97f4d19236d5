import { useState } from 'react';

/**
 * What B is, in one sentence a phone shows at once: the rule a student must not miss. `role` is
 * what A is called ("the preset" until it is edited: phone trial 04:30, confusion 2).
 */
export const bFollowsLead = (role: string): string => `B is ${role} with another queue: every edit in the scenario editor applies to B too.`;

/** How Auto picks B's queue, one tap away. */
export const B_AUTO_REST = "On Auto, B's queue is picked to match A's, so editing A's queue (its buffer, say) changes B's as well; set B's queue below to keep it fixed.";

/**
 * The B card's words on Auto: the one sentence that matters first, the rest behind a button (its
 * state in aria-expanded, the same button folds it again). All at once the paragraph took a phone's
 * screen and was "heavy going" (phone trial 04:00, step 17), and a desktop reader took a while to
 * see that B follows their edits (bufferbloat trial 04:00, step 14).
 */
export function BFollowsWords({ role = 'your scenario' }: { role?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <p className="hint more-words-row" data-testid="b-card-words">
      <span>{bFollowsLead(role)}</span>{' '}
      <button type="button" className="link more-words" aria-expanded={open} aria-controls="b-auto-rest" onClick={() => setOpen(!open)} data-testid="b-card-more">
        How B’s queue is picked <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      {open ? (
        <span id="b-auto-rest" className="more-words-rest" data-testid="b-card-rest">
          {B_AUTO_REST}
        </span>
      ) : null}
    </p>
  );
}
