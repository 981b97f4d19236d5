import { useEffect, useState } from 'react';
import { currentStudentLink } from '../controller/student-link';
import { headingAgainst } from '../heading/scenario-heading';
import { useHeadingReference } from '../heading/use-heading-reference';
import { MODE_LABELS } from '../state/mode-labels';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { withShownTitles } from '../heading/neutral-title';
import { downloadBlob } from '../util/download';
import { ONE_FILE_NAME, bakeLinkIntoOneFile, oneFileNameFor } from './one-file-html';
import { megabytes, readOneFile, type OneFileSource } from './one-file-source';

/** What to do with the downloaded file, in one line (the Share dialog and README say the same). */
export const ONE_FILE_SAYS = 'Put it on the course’s web page or LMS (or any web space): links made from that copy open there, on any student’s device.';

/**
 * The scenario's name for its file: the slide title if one was typed, else the heading's title
 * (scenario-heading.ts, as the page's heading says it) with the preset titles that state a finding
 * in their neutral words (a student may see the file's name before predicting), and the mode's
 * name outside Explore, as the document title does ("… — Compare A/B").
 */
function useScenarioFileName(): string {
  const slide = useViewStore((s) => s.slideTitle);
  const mode = useViewStore((s) => s.mode);
  const shown = useScenarioStore((s) => s.valid ?? s.draft);
  const reference = useHeadingReference();
  if (slide !== null) return oneFileNameFor(slide);
  const title = withShownTitles(headingAgainst(shown, reference).title, true);
  return oneFileNameFor(mode === 'explore' ? title : `${title} — ${MODE_LABELS[mode]}`);
}

/**
 * Share's way for a lecturer with only a browser (lecturer trial 00:55, confusion 3: every link
 * pointed at 127.0.0.1, and the fix needed npm): the whole app as one file to upload, and the
 * same file with this scenario baked in (opened with no hash, it opens this scenario as the
 * student link does), to e-mail or upload as one demo.
 */
export function OneFileDownloads({ predictFirst }: { predictFirst: boolean }) {
  const [source, setSource] = useState<OneFileSource | null>(null);
  // The file's name once saved, said where it was asked for: the download gave no sign on screen,
  // unlike a figure's export (lecturer trial 11:45, confusion 10).
  const [saved, setSaved] = useState<string | null>(null);
  const fileName = useScenarioFileName();
  useEffect(() => {
    let live = true;
    void readOneFile().then((s) => live && setSource(s));
    return () => {
      live = false;
    };
  }, []);
  if (source === null)
    return (
      <div className="one-file" data-testid="share-one-file" aria-busy="true">
        <span className="muted small">Reading the one-file copy of the app…</span>
      </div>
    );
  if (!source.ok)
    return (
      <div className="one-file" data-testid="share-one-file">
        <span className="muted small share-says" data-testid="share-one-file-says">
          {source.why === 'disk'
            ? `This is the one-file copy of the app, opened from this computer. ${ONE_FILE_SAYS}`
            : `This copy of the app was built without its one-file version (${ONE_FILE_NAME}).`}
        </span>
      </div>
    );
  const saveScenario = () => {
    const hash = new URL(currentStudentLink({ predictFirst })).hash;
    downloadBlob(new Blob([bakeLinkIntoOneFile(source.html, hash)], { type: 'text/html' }), fileName);
    setSaved(fileName);
  };
  return (
    <div className="one-file" data-testid="share-one-file">
      <a href={source.url} download={ONE_FILE_NAME} data-testid="share-one-file-app">
        Download the app as one file ({megabytes(source.bytes)})
      </a>
      <span className="share-says" data-testid="share-one-file-says">
        {ONE_FILE_SAYS}
      </span>
      <button type="button" data-testid="share-one-file-scenario" onClick={saveScenario} title={`The same file with this scenario in it: opened as it is, it opens this scenario as the student link does (${fileName})`}>
        Download this scenario as one file
      </button>
      <span className="muted small share-says">
        {fileName}: opens this scenario as the student link does, to e-mail or upload on its own.
      </span>
      <span role="status" className="share-says" data-testid="share-one-file-saved">
        {saved !== null ? `Saved as ${saved} (in your downloads).` : ''}
      </span>
    </div>
  );
}
