import { SYSTEM_GOODPUT, type Headline } from '../../headlines/headlines';
import { currentHeadlines, useHeadlines } from './headline-refs';
import { DEFAULT_THROUGHPUT_QUANTITY, useViewStore, type Mode, type ThroughputQuantity } from './view-store';

/**
 * What the throughput plot draws when nobody chose (the link has no `tput`):
 * - Compare A/B: goodput. Its At a glance compares goodput (new data only; system goodput is
 *   always one of its figures, headline-refs.ts), and a plot of throughput (retransmissions
 *   included) beside it drew lines that disagreed with the figures; a phone student had to find
 *   the "Throughput | Goodput" switch to make them agree (phone trial 11:45: A/B plot should show
 *   the goodput At a glance compares). The A/B overlay, exports, captions and text alternatives
 *   read the same rule, so they name goodput too.
 * - Presented with system goodput as the strip's first figure (the Wi-Fi demos, the seed-003
 *   studies, a lossy link's derived headlines): goodput, so the plotted lines show the 7.53
 *   against 8.56 the room is told; tail drop's throughput sat on 10 Mbit/s beside "goodput 8.56",
 *   and a student asks why (lecturer-2235, confusion 2).
 * - Elsewhere throughput, as before: in Explore at a desk the plot's own "Throughput | Goodput"
 *   buttons sit beside it and its legend says At a glance gives goodput and which button draws it
 *   (Legends.tsx headlineWords), and a student link (which leaves presentation out) opens the view
 *   its reader knows.
 * A chosen quantity (the store's `throughputQuantity`, or a link's `tput`) always wins: shownQuantity.
 */
export function defaultQuantity(presenting: boolean, headlines: readonly Pick<Headline, 'ref'>[], mode: Mode): ThroughputQuantity {
  if (mode === 'compare') return 'goodput';
  return presenting && headlines[0]?.ref.metric === SYSTEM_GOODPUT.metric ? 'goodput' : DEFAULT_THROUGHPUT_QUANTITY;
}

/** The throughput plot's quantity now: the chosen one, else the view's default (read outside React: plots, exports). */
export function shownQuantity(): ThroughputQuantity {
  const { throughputQuantity, presenting, mode } = useViewStore.getState();
  return throughputQuantity ?? defaultQuantity(presenting, currentHeadlines(), mode);
}

/** The same, as a component reads it. */
export function useShownQuantity(): ThroughputQuantity {
  const chosen = useViewStore((s) => s.throughputQuantity);
  const presenting = useViewStore((s) => s.presenting);
  const mode = useViewStore((s) => s.mode);
  const headlines = useHeadlines();
  return chosen ?? defaultQuantity(presenting, headlines, mode);
}
