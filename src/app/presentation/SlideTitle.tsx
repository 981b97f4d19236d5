import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { SLIDE_TITLE_MAX, useViewStore } from '../state/view-store';
import { UnbrokenWords } from '../components/UnbrokenWords';
import { withShownTitles } from '../heading/neutral-title';

/**
 * Said beside the title field while the numbers wait for the reveal: the title is not hidden with
 * them, and it stays after the reveal (the demo's finding is said in the line under it). "Shown
 * before the reveal" let a lecturer expect the finding's title to replace their question at the end
 * (lecturer-0315, confusion 8); the question staying is what they wanted.
 */
export const SLIDE_TITLE_SPOILER_HINT = 'Stays, before the reveal and after: keep the finding out of it';

/**
 * The presentation bar's title: the scenario's heading, or the lecturer's own (after an edit the
 * heading read "Edited from: …", which is no title for a slide). The own title is kept in the
 * link (`title=`) and is what an exported figure's caption carries (it reads `.present-title`).
 * Emptied, or set back to the heading, the heading follows the scenario again. `exact`: its
 * tooltip, the settings with unrounded values. `below`: what stands under the title in its column
 * (a paired demo's "Compare with …", PresentCounterpart.tsx). `editing`: whether the field is open,
 * held by the bar, whose Edit title button (SlideTitleEditButton) stands with the other buttons on a
 * phone (a button of its own row overlapped Exit at 390 px: present8, item 1). `editButton`: draw
 * that button here, beside the title (wider screens).
 */
export function SlideTitle({ heading, exact, below, editing, setEditing, editButton = true }: { heading: string; exact?: string; below?: ReactNode; editing: boolean; setEditing(on: boolean): void; editButton?: boolean }) {
  const own = useViewStore((s) => s.slideTitle);
  const held = useViewStore((s) => s.numbersAtEnd);
  const hintId = useId();
  const shown = own ?? heading;
  // An own title replaces the heading's words, and with them what it said of the set-up (A/B's
  // "… — gentle RED vs tail drop"): the heading stays under it, as its subtitle (present8, item 2).
  const subtitle = own !== null && own.trim() !== heading.trim() ? heading : null;
  // The field starts from the neutral name (the registry's, PresetInfo.neutralTitle), never from a
  // title that states the finding: "…RED's early drops cost more than the Wi-Fi losses…" stood in
  // it beside "keep the finding out of it" (lecturer-0430, confusion 3). Left as it was, it keeps
  // the title following the scenario.
  const start = own ?? withShownTitles(heading, true);
  const commit = (text: string) => {
    if (own !== null || text.trim() !== start.trim()) useViewStore.getState().setSlideTitle(text.trim() === heading ? null : text);
    setEditing(false);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      commit(e.currentTarget.value);
      e.preventDefault();
    } else if (e.key === 'Escape') {
      // Esc leaves the field, not presentation mode (the page's handler skips a prevented key).
      setEditing(false);
      e.preventDefault();
    }
  };
  if (editing)
    return (
      <div className="present-title-block">
        {/* The hint beside the field, on its line (no row of its own: presentation's heights are
            tight): the own title is shown during the predict phase, under "the finding's title is
            hidden", and a lecturer's gave the answer away (lecturer trial 20:45, confusion 12). */}
        <div className="present-title-edit-row">
          <input
            className="present-title present-title-input"
            data-testid="slide-title-input"
            aria-label="Slide title (Enter keeps it, Esc cancels; empty goes back to the scenario's name)"
            aria-describedby={held ? hintId : undefined}
            defaultValue={start}
            maxLength={SLIDE_TITLE_MAX}
            autoFocus
            onFocus={(e) => e.target.select()}
            onKeyDown={onKey}
            onBlur={(e) => commit(e.target.value)}
          />
          {held ? (
            <span className="small muted slide-title-hint" id={hintId} data-testid="slide-title-hint">
              {SLIDE_TITLE_SPOILER_HINT}
            </span>
          ) : null}
        </div>
        {below}
      </div>
    );
  return (
    <>
      <div className="present-title-block">
        <h1 className="present-title" data-testid="present-title" data-own={own !== null ? 'yes' : 'no'} title={exact}>
          <UnbrokenWords text={shown} />
        </h1>
        {subtitle !== null ? (
          <p className="present-subtitle" data-testid="present-subtitle">
            <UnbrokenWords text={subtitle} />
          </p>
        ) : null}
        {below}
      </div>
      {editButton ? <SlideTitleEditButton onEdit={() => setEditing(true)} /> : null}
    </>
  );
}

/** Opens the slide title's field (SlideTitle's `editing`). */
export function SlideTitleEditButton({ onEdit }: { onEdit(): void }) {
  return (
    <button type="button" className="small slide-title-edit" data-testid="slide-title-edit" onClick={onEdit} title="Edit the slide title; the link keeps it">
      Edit title
    </button>
  );
}
