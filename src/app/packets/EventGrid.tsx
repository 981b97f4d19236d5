import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePlaybackStore } from '../state/playback-store';
import { rowAtTime } from './event-filter';
import { EVENT_COLUMNS } from './event-row';
import { packetData, selectedRow, usePacketsStore } from './packets-store';

/** Rows a Page Up / Page Down moves. */
const PAGE = 10;

/**
 * The event list: a grid (role="grid") of the filtered events, virtualised so that only the rows
 * in view (plus a few) exist in the page, whatever the number of events. Arrow keys move the
 * selection (and the playback cursor with it); the row at the playback cursor is marked and
 * scrolled into view when the cursor moves elsewhere (playback, the plots).
 */
export function EventGrid() {
  const version = usePacketsStore((s) => s.version);
  const selected = usePacketsStore((s) => s.selected);
  const select = usePacketsStore((s) => s.select);
  const scroller = useRef<HTMLDivElement>(null);
  const id = useId();
  const [rowHeight, setRowHeight] = useState(28);
  const [cursorRow, setCursorRow] = useState(-1);
  const r = packetData.recording;
  const rows = packetData.rows;
  void version;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const px = parseFloat(getComputedStyle(el).fontSize) || 16;
    setRowHeight(Math.round(px * 1.75));
  }, []);

  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8 });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const active = selectedRow(selected);
  useEffect(() => {
    if (active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, version, virtualizer]);

  // The cursor's row: followed when the cursor moves for another reason than a selection here.
  useEffect(() => {
    const follow = (cursor: number) => {
      const rec = packetData.recording;
      if (!rec) return;
      const i = Math.min(packetData.rows.length - 1, rowAtTime(rec, packetData.rows, Number.isFinite(cursor) ? cursor : rec.endTime));
      setCursorRow(i);
      const sel = usePacketsStore.getState().selected;
      if (i >= 0 && (sel < 0 || rec.events.t[sel] !== cursor)) virtualizer.scrollToIndex(i, { align: 'center' });
    };
    follow(usePlaybackStore.getState().cursor);
    return usePlaybackStore.subscribe((s, p) => {
      if (s.cursor !== p.cursor) follow(s.cursor);
    });
  }, [version, virtualizer]);

  if (!r) return null;

  const onKey = (ev: KeyboardEvent<HTMLDivElement>) => {
    const n = rows.length;
    if (n === 0) return;
    const cur = active >= 0 ? active : Math.max(0, cursorRow);
    let next = -1;
    switch (ev.key) {
      case 'ArrowDown':
        next = active >= 0 ? cur + 1 : cur;
        break;
      case 'ArrowUp':
        next = cur - 1;
        break;
      case 'PageDown':
        next = cur + PAGE;
        break;
      case 'PageUp':
        next = cur - PAGE;
        break;
      case 'Home':
        next = 0;
        break;
      case ']':
      case '[':
        // The list's own keys (the page's shortcut of the same keys stands aside in a grid).
        next = cur + (ev.key === ']' ? 1 : -1);
        break;
      case 'End':
        next = n - 1;
        break;
      default:
        return;
    }
    ev.preventDefault();
    select(rows[Math.max(0, Math.min(n - 1, next))]);
  };

  const rowId = (i: number) => `${id}-row-${i}`;
  return (
    <div
      ref={scroller}
      className="event-grid"
      role="grid"
      aria-label={`Packet events, ${rows.length.toLocaleString('en')} shown (arrow keys move, the playback cursor follows)`}
      aria-rowcount={rows.length + 1}
      aria-colcount={EVENT_COLUMNS.length}
      aria-activedescendant={active >= 0 ? rowId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKey}
      data-testid="event-grid"
      data-rows={rows.length}
    >
      <div role="rowgroup" className="event-grid-head">
        <div role="row" aria-rowindex={1} className="event-row">
          {EVENT_COLUMNS.map((c) => (
            <span key={c.key} role="columnheader" className={`event-cell col-${c.key}${c.narrow ? '' : ' wide-only'}`}>
              {c.header}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.length === 0 ? (
          <div role="row" aria-rowindex={2} className="event-row">
            <span role="gridcell" className="muted">
              No event passes the filter.
            </span>
          </div>
        ) : null}
        {virtualizer.getVirtualItems().map((v) => {
          const e = rows[v.index];
          return (
            <div
              key={v.key}
              id={rowId(v.index)}
              role="row"
              aria-rowindex={v.index + 2}
              aria-selected={v.index === active}
              aria-current={v.index === cursorRow ? 'time' : undefined}
              className={`event-row kind-${r.events.kind[e]}`}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: v.size, transform: `translateY(${v.start}px)` }}
              onClick={() => select(e)}
              data-event={e}
            >
              {EVENT_COLUMNS.map((c) => (
                <span key={c.key} role="gridcell" className={`event-cell col-${c.key}${c.narrow ? '' : ' wide-only'}`}>
                  {c.text(r, e)}
                </span>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
