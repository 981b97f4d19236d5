import { useEffect, useRef } from 'react';
import { BottleneckEditor } from '../editor/BottleneckEditor';
import { FlowList } from '../editor/FlowList';
import { RunLengthEditor } from '../editor/RunLengthEditor';
import { LinkErrorsEditor } from '../editor/LinkErrorsEditor';
import { EditorFold } from '../editor/EditorFold';
import { useGlossaryStore } from '../state/glossary-store';
import { useViewStore } from '../state/view-store';
import { NARROW_QUERY } from './breakpoints';
import { FieldHelpScope } from '../glossary/TermTip';
import { ExplainFields } from '../glossary/ExplainFields';
import { useMediaQuery } from '../util/use-media-query';
import { EditedSideNote, SideTag } from '../compare/EditedSide';
import { RerunStatus } from './RerunStatus';

/**
 * The scenario editor: a column beside the plots on wide screens; on narrow ones a drawer over
 * the page, opened from the header and closed by its button, Esc or a tap outside. A closed
 * drawer is inert (not focusable, hidden from assistive technology).
 */
export function EditorPanel() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const open = useViewStore((s) => s.drawerOpen);
  const setOpen = useViewStore((s) => s.setDrawerOpen);
  const ref = useRef<HTMLElement>(null);
  const hidden = narrow && !open;
  useEffect(() => {
    if (!narrow || !open) return;
    ref.current?.querySelector<HTMLElement>('button, input, select')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // A field's tip shown on focus closes first (TermTip.tsx); the next Escape closes the drawer.
        if (useGlossaryStore.getState().activeTip !== null && document.activeElement?.closest('.term-tip-host')) return;
        e.stopPropagation();
        setOpen(false);
        document.querySelector<HTMLElement>('[data-testid="drawer-toggle"]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [narrow, open, setOpen]);
  return (
    <>
      {narrow && open ? <div className="drawer-backdrop" onClick={() => setOpen(false)} aria-hidden /> : null}
      <aside ref={ref} id="editor" className={narrow ? `editor drawer${open ? ' open' : ''}` : 'editor'} aria-label="Scenario editor" inert={hidden} data-testid="editor">
        {narrow ? (
          <div className="drawer-head">
            <h2>
              Scenario<SideTag />
            </h2>
            {/* Named for what it closes: the lesson sheet's × is "Close the lesson …", and two
                "Close" buttons on one phone screen could not be told apart by a screen reader
                (phone trial 07:10). The name begins with the visible word (WCAG 2.5.3). */}
            <button type="button" data-testid="drawer-close" aria-label="Close the scenario editor" onClick={() => setOpen(false)}>
              Close
            </button>
            <RerunStatus />
          </div>
        ) : (
          // Where "Skip to scenario editor" lands, with "Explain fields" the next Tab stop.
          <h2 className="visually-hidden">Scenario editor</h2>
        )}
        <EditedSideNote />
        <ExplainFields />
        <FieldHelpScope.Provider value={true}>
          {/* In a lesson, what the step does not touch folds behind "More settings" (editor/lesson-fold.ts). */}
          <EditorFold>
            <BottleneckEditor />
            <LinkErrorsEditor />
            <FlowList />
            <RunLengthEditor />
          </EditorFold>
        </FieldHelpScope.Provider>
      </aside>
    </>
  );
}

/** The header's button that opens the drawer (shown on narrow screens only). */
export function DrawerToggle() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const open = useViewStore((s) => s.drawerOpen);
  const setOpen = useViewStore((s) => s.setDrawerOpen);
  if (!narrow) return null;
  return (
    <button type="button" className="drawer-toggle" data-testid="drawer-toggle" aria-expanded={open} aria-controls="editor" onClick={() => setOpen(!open)}>
      ☰ Edit scenario
    </button>
  );
}
