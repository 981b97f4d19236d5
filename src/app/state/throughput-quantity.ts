import { SYSTEM_GOODPUT, type Headline } from '../../headlines/headlines';
import { currentHeadlines, useHeadlines } from './headline-refs';
import { DEFAULT_THROUGHPUT_QUANTITY, useViewStore, type ThroughputQuantity } from './view-store';

/**
 * What the throughput plot draws when nobody chose (the link has no `tput`): presented with
 * system goodput as the strip's first figure (the Wi-Fi demos, the seed-003 studies, a lossy
 * link's derived headlines), goodput, so the plotted lines show the 7.53 against 8.56 the room is
 * told; tail drop's throughput sat on 10 Mbit/s beside "goodput 8.56", and a student asks why
 * (lecturer-2235, confusion 2). Elsewhere throughput, as before: at a desk the plot's own
 * "Throughput | Goodput" buttons sit beside it and the summary gives both, and a student link
 * (which leaves presentation out) opens the view its reader knows.
 */
export function defaultQuantity(presenting: boolean, headlines: readonly Pick<Headline, 'ref'>[]): ThroughputQuantity {
  return presenting && headlines[0]?.ref.metric === SYSTEM_GOODPUT.metric ? 'goodput' : DEFAULT_THROUGHPUT_QUANTITY;
}

/** The throughput plot's quantity now: the chosen one, else the view's default (read outside React: plots, exports). */
export function shownQuantity(): ThroughputQuantity {
  const { throughputQuantity, presenting } = useViewStore.getState();
  return throughputQuantity ?? defaultQuantity(presenting, currentHeadlines());
}

/** The same, as a component reads it. */
export function useShownQuantity(): ThroughputQuantity {
  const chosen = useViewStore((s) => s.throughputQuantity);
  const presenting = useViewStore((s) => s.presenting);
  const headlines = useHeadlines();
  return chosen ?? defaultQuantity(presenting, headlines);
}
