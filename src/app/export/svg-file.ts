/**
 * A figure already drawn as SVG (the sweep figure, the web-batch CDFs) as a standalone .svg file:
 * a copy with its namespace, its size on screen, the panel's background and a font family.
 */
export function svgFile(svg: SVGSVGElement, background: string, fontFamily = 'system-ui, sans-serif'): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const r = svg.getBoundingClientRect();
  const w = svg.getAttribute('width') ?? String(Math.round(r.width));
  const h = svg.getAttribute('height') ?? String(Math.round(r.height));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', w);
  copy.setAttribute('height', h);
  if (!copy.hasAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${w} ${h}`);
  copy.setAttribute('font-family', fontFamily);
  copy.removeAttribute('class');
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', background);
  copy.insertBefore(bg, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}
