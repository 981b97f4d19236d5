import { useState } from 'react';
import { EmbedCodeButton } from './embed/EmbedCodeButton';
import { PresentButton } from './presentation/PresentationView';
import { useLessonStore } from './state/lesson-store';
import { useMediaQuery } from './util/use-media-query';
import { ShareAndPresentMenu } from './header/ShareAndPresentMenu';
import { ShareBox } from './header/ShareBox';
import { PHONE_QUERY, TeachControls } from './header/TeachControls';
import { ThemePicker } from './header/ThemePicker';

/**
 * The top bar's lecturer and sharing tools: Present, Copy link, Copy student link, Copy embed code
 * and Theme. While a lesson is open on a laptop, Copy link (the student's own: "send me your run")
 * stays in the bar and the rest fold under one "Share & present" button: a student at 1366×768 met
 * a bar of lecturer tools, on two rows, above the lesson (bloat trial 15:40, confusion 11).
 * Outside a lesson the bar is the lecturer's, and they looked for Theme in it (lecturer trial
 * 15:40, s13), so it stays as it was; on a phone everything is in the "More" menu (TeachControls).
 * Once a lesson has been open in this workspace, the bar keeps the lesson's layout after the panel
 * is closed (until the landing page, which starts a new workspace): closing the panel to explore
 * made Present, Copy student link, Copy embed code and Theme appear and Copy link move, and Back
 * to the step moved them again (bloat8, item 6; e2e/trial-bloat8-topbar.spec.ts).
 */
export function TopBarTools() {
  const phone = useMediaQuery(PHONE_QUERY);
  const inLesson = useLessonStore((s) => s.place !== null);
  const [lessonWasOpen, setLessonWasOpen] = useState(inLesson);
  if (inLesson && !lessonWasOpen) setLessonWasOpen(true);
  if ((inLesson || lessonWasOpen) && !phone)
    return (
      <>
        <ShareBox only="link" />
        <ShareAndPresentMenu>
          <PresentButton />
          <ShareBox only="student" />
          <EmbedCodeButton />
          <ThemePicker />
        </ShareAndPresentMenu>
      </>
    );
  return (
    // The Present button is a lecturer's control too: on a phone it folds into their menu (one header row fewer).
    <TeachControls>
      <PresentButton />
      <ShareBox />
      <EmbedCodeButton />
      <ThemePicker />
    </TeachControls>
  );
}
