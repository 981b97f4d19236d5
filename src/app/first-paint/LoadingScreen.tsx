/**
 * The page while a part of the app is still on its way (the landing page's chunk): the same
 * title and "Loading…" as index.html's first paint, so the screen does not go blank between the
 * static markup and the page it stands for.
 */
export function LoadingScreen() {
  return (
    <main className="first-paint" aria-busy="true" data-testid="first-paint">
      <h1>Congestion Lab</h1>
      <div className="first-paint-spinner" aria-hidden="true" />
      <p role="status">Loading…</p>
    </main>
  );
}
