import { useMemo, useState, type ReactNode } from 'react';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { headingAgainst, type ScenarioHeading } from '../heading/scenario-heading';
import { useHeadingReference } from '../heading/use-heading-reference';
import { EDITS_NAMED } from '../heading/heading-edits';
import { useResultsVeiled } from '../state/results-veiled';
import { useLessonStore } from '../state/lesson-store';
import { DescriptionText } from '../components/PaperSays';
import { UnbrokenWords } from '../components/UnbrokenWords';
import { CompareWithCounterpart } from './CompareWithCounterpart';
import { CompareWithControl } from './CompareWithControl';
import { BackFromControl, useBackFromControl } from './BackFromControl';
import { useMediaQuery } from '../util/use-media-query';
import { LESSON_SHEET_QUERY } from '../lessons/sheet-height';
import { descriptionLead } from '../util/description-lead';
import { presetReasoning } from '../../scenario-edit/catalog';
import { useNumbersHeld } from '../results/numbers-held';
import { results } from '../results/results-store';
import { useTitlesHeld, withShownPresetTitle } from '../heading/neutral-title';

/** The heading of the scenario on screen (presentation and embed bars can use it too). */
export function useScenarioHeading(): ScenarioHeading {
  const draft = useScenarioStore((s) => s.draft);
  // The validated scenario has every default filled in, as the preset's does (a link may leave them out).
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  const reference = useHeadingReference();
  // While the numbers are held, a title that states the finding is shown by its set-up (neutral-title.ts).
  const held = useTitlesHeld();
  return useMemo(() => {
    const h = headingAgainst(valid ?? draft, reference);
    return { ...h, title: withShownPresetTitle(h.title, preset, held), editedFrom: h.editedFrom === null ? null : withShownPresetTitle(h.editedFrom, preset, held) };
  }, [draft, valid, reference, preset, held]);
}

/**
 * The scenario's name and what to look at; once edited away from its preset, says so instead.
 * `title`: the page's own words for it (A/B's, both sides). `pairOffScreen`: the preset's own A/B
 * pair when B runs another queue: the description is marked as about that pair, not the one on
 * screen (phone-0315, confusion 5).
 */
export function ScenarioTitle({ title, pairOffScreen = null, titleWords = null, under = null }: { title?: string | null; pairOffScreen?: string | null; titleWords?: string | null; under?: ReactNode }) {
  const h = useScenarioHeading();
  const preset = useScenarioStore((s) => s.preset);
  // A lesson step waiting for a prediction withholds the demo's description (it may state the outcome).
  const veiled = useResultsVeiled();
  // Held with the numbers (a predict-first link): the description may state the outcome too.
  const held = useNumbersHeld();
  const reasoning = preset === null ? null : presetReasoning(preset);
  // On a demo's control: the way back to the demo, shown while the numbers are held too (lecturer-2235, confusion 4).
  const onControl = useBackFromControl() !== null;
  // The edits the heading has no room for ("…, and 3 more"): all of them in its tooltip and under it.
  const edits = h.edits !== undefined && h.edits.length > EDITS_NAMED + 1 ? h.edits : [];
  const back = () => {
    if (preset !== null && useScenarioStore.getState().loadPreset(preset)) useViewStore.getState().setZoom(null);
  };
  const editedNote = (
    <p className="muted" data-testid="edited-note">
      You changed this scenario, so the preset’s description no longer applies.{' '}
      <button type="button" className="link" onClick={back} data-testid="back-to-preset">
        Back to the preset
      </button>
    </p>
  );
  return (
    <div className="scenario-title">
      {/* The pair's button on the title's row where there is room: under it, the projector
          theme's first plot went below a 1080-px screen (presentation-lecture.spec.ts). */}
      <div className="scenario-title-row">
        {/* Every edit in its tooltip when the heading names only the first few ("…, and 3 more"). */}
        {/* `titleWords`: A/B's shorthand said in words ("A: Gentle RED: min_th 4, max_th 6 packets"), QueueThresholdsLine's. */}
        <h2 data-testid="scenario-name" title={[titleWords, edits.length > 0 ? `Your edits: ${edits.join('; ')}` : null].filter(Boolean).join('. ') || undefined}>
          <UnbrokenWords text={title ?? h.title} />
        </h2>
        <CompareWithCounterpart />
      </div>
      {under}
      {/* The edited note takes the description's place in its own one or two lines: over the
          description's room kept empty (so that the page would not move up at the first edit), it
          left a band of blank screen under the heading (lecturer trial 04:00, step 21). */}
      <div className="scenario-note-slot">
        {h.editedFrom !== null ? (
          edits.length > 0 ? (
            <div>
              {editedNote}
              <AllEdits edits={edits} />
            </div>
          ) : (
            editedNote
          )
        ) : h.description ? (
          // One cell of the slot: the description and, under it, its reasoning's disclosure.
          <div>
            <p className="muted scenario-description" data-testid="scenario-description">
              {veiled ? (
                <span className="withheld">The demo&rsquo;s description is shown after your prediction.</span>
              ) : held ? (
                <span className="withheld" data-testid="description-held">
                  The demo&rsquo;s description is shown with the numbers, at the end of the replay.
                </span>
              ) : (
                <>
                  {pairOffScreen ? (
                    <span className="description-about" data-testid="description-about">
                      About the preset’s pair, {pairOffScreen}, not this B:{' '}
                    </span>
                  ) : null}
                  <FoldedDescription text={h.description} />
                </>
              )}
            </p>
            {/* The demo's control run ("Compare with: no Wi-Fi errors") before the disclosure of the
                reasoning and control runs, on its line: on the title's row it took the page a row
                at 1366 px (lecturer-2045, confusion 9). */}
            {!veiled && (!held || onControl) ? (
              <div className="reasoning-row">
                {onControl ? <BackFromControl className="compare-control" testId="back-from-control" /> : null}
                {held ? null : (
                  <>
                    <CompareWithControl className="compare-control" testId="compare-control" />
                    {reasoning ? <PresetReasoning text={reasoning} /> : null}
                  </>
                )}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Every edit, one a line, one tap away: the heading names the first few and "and N more" (bloat trial 20:45, C10). */
function AllEdits({ edits }: { edits: string[] }) {
  return (
    <details className="heading-edits muted" data-testid="heading-edits">
      <summary>All {edits.length} edits</summary>
      <ul>
        {edits.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </details>
  );
}

const REASONING_SUMMARY = 'Why, and the control runs';

/**
 * The reasoning and control runs behind a preset's short description, one tap away (a native
 * disclosure: keyboard, screen reader and a 44-px target on touch as every summary has), a
 * paragraph for each blank-line-separated part.
 */
function PresetReasoning({ text }: { text: string }) {
  return (
    <details className="scenario-reasoning muted" data-testid="scenario-reasoning">
      <summary>{REASONING_SUMMARY}</summary>
      {text.split('\n\n').map((para, i) => (
        <p key={i}>
          <DescriptionText text={para} />
        </p>
      ))}
    </details>
  );
}

/**
 * The description, cut to its first sentence while a lesson's sheet covers the lower part of a
 * narrow screen, with a button for the rest: in full (6 lines at 390 px) it pushed At a glance's
 * figures under the sheet (phone trial 02:20, s10). The same button folds it again (one name,
 * its state in aria-expanded), and keeps focus while the text beside it changes.
 */
function FoldedDescription({ text }: { text: string }) {
  const sheet = useMediaQuery(LESSON_SHEET_QUERY);
  const inLesson = useLessonStore((s) => s.place !== null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  const { lead, rest } = descriptionLead(text);
  if (!sheet || !inLesson || !rest) return <DescriptionText text={text} />;
  const open = openFor === text;
  return (
    <>
      <DescriptionText text={open ? text : lead} />{' '}
      <button type="button" className="link description-more" aria-expanded={open} onClick={() => setOpenFor(open ? null : text)} data-testid="description-more">
        More about this demo <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
    </>
  );
}
