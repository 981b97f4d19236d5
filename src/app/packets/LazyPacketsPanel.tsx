import { lazy, Suspense, type ComponentProps } from 'react';

// The event list and packet inspector (recorded on demand) are not on the first screen: their
// code is fetched when Explore or Compare first shows them. Both modes mount this one lazy
// component, so no static import pulls the panel back into the main chunk.
const PacketsPanelCode = lazy(() => import('./PacketsPanel').then((m) => ({ default: m.PacketsPanel })));

type Props = ComponentProps<typeof PacketsPanelCode>;

/** The packets panel, loaded on first use (nothing shows while its code arrives). */
export function LazyPacketsPanel(props: Props) {
  return (
    <Suspense fallback={null}>
      <PacketsPanelCode {...props} />
    </Suspense>
  );
}
