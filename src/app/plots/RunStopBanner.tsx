import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { fmtTime } from '../summary/format';

/**
 * Over the plots: the run was cut by a budget (the core's message says which and why), and/or
 * its series stop before the run's end (the plots shade what was not recorded).
 */
export function RunStopBanner() {
  useResultsVersion();
  const s = results.current?.summary;
  if (!s) return null;
  const cut = s.stop.reason === 'budget' ? s.stop : null;
  const truncated = Number.isFinite(s.seriesTruncatedAt) ? s.seriesTruncatedAt : null;
  if (!cut && truncated === null) return null;
  return (
    <div className="banner error run-stop" role="status" data-testid="run-stop-banner" data-budget={cut?.budget ?? ''}>
      <span>
        {cut ? <>This run was cut short: {cut.message}</> : null}
        {cut && truncated !== null ? ' ' : null}
        {truncated !== null ? <>The plots are not recorded past t = {fmtTime(truncated)} (the recorded-values budget); the summary covers the whole run.</> : null}
      </span>
    </div>
  );
}
