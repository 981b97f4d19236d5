import { CAPTURE_EVENT_KINDS } from '../../capture/recording';
import { NumberInput } from '../components/NumberInput';
import { TermTip } from '../glossary/TermTip';
import { packetData, usePacketsStore } from './packets-store';

/** Filters: flows (numbered from 1), event kinds, and a time range. */
export function EventFilters() {
  const filter = usePacketsStore((s) => s.filter);
  const setFilter = usePacketsStore((s) => s.setFilter);
  usePacketsStore((s) => s.version);
  const r = packetData.recording;
  if (!r) return null;
  const flowIds = r.flows.map((f) => f.id).sort((a, b) => a - b);
  const toggle = (list: readonly number[] | null, all: number[], v: number): number[] | null => {
    const cur = list ?? all;
    const next = cur.includes(v) ? cur.filter((x) => x !== v) : [...cur, v].sort((a, b) => a - b);
    return next.length === all.length ? null : next;
  };
  const kinds = CAPTURE_EVENT_KINDS.map((_, i) => i);
  return (
    <div className="event-filters" data-testid="event-filters">
      <fieldset>
        <legend>Flows</legend>
        {flowIds.length > 12 ? (
          <span className="muted">{flowIds.length} connections</span>
        ) : (
          flowIds.map((id) => (
            <label key={id}>
              <input type="checkbox" checked={filter.flows === null || filter.flows.includes(id)} onChange={() => setFilter({ flows: toggle(filter.flows, flowIds, id) })} data-testid={`filter-flow-${id + 1}`} />
              {id + 1}
            </label>
          ))
        )}
        <button type="button" onClick={() => setFilter({ flows: null })}>
          all
        </button>
      </fieldset>
      <fieldset>
        <legend>Events</legend>
        {CAPTURE_EVENT_KINDS.map((k, i) => (
          <TermTip key={k.id} term={k.glossary} inline>
            <label>
              <input type="checkbox" checked={filter.kinds === null || filter.kinds.includes(i)} onChange={() => setFilter({ kinds: toggle(filter.kinds, kinds, i) })} data-testid={`filter-kind-${k.id}`} />
              {k.label}
            </label>
          </TermTip>
        ))}
        <button type="button" onClick={() => setFilter({ kinds: null })}>
          all
        </button>
      </fieldset>
      <fieldset className="event-range">
        <legend>Time (s)</legend>
        <label>
          from <NumberInput value={filter.from} min={0} onCommit={(v) => setFilter({ from: v })} label="events from (s)" testId="filter-from" width="7em" />
        </label>
        <label>
          to <NumberInput value={Number.isFinite(filter.to) ? filter.to : Math.ceil(r.endTime * 1000) / 1000} min={0} onCommit={(v) => setFilter({ to: v })} label="events until (s)" testId="filter-to" width="7em" />
        </label>
      </fieldset>
    </div>
  );
}
