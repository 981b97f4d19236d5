/**
 * Watch whether `el` is on screen (within `rootMargin` of the viewport): `onChange` is called with
 * the new state whenever it changes, starting from "on screen" (before the first report, an
 * element is drawn as if visible) unless `assumeVisible` is false (then the first report that it is
 * on screen is a change). Returns the function that stops watching. Where there is no
 * IntersectionObserver (tests without a DOM), the element simply stays "on screen".
 */
export function watchOnScreen(el: Element, onChange: (visible: boolean) => void, rootMargin = '0px', assumeVisible = true): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  let visible = assumeVisible;
  const io = new IntersectionObserver(
    (entries) => {
      const e = entries[entries.length - 1];
      if (!e || e.isIntersecting === visible) return;
      visible = e.isIntersecting;
      onChange(visible);
    },
    { rootMargin },
  );
  io.observe(el);
  return () => io.disconnect();
}
