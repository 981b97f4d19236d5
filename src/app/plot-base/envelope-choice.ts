/**
 * Whether a plot draws its dense traces as their range under their mean (series-draw.ts
 * strokeEnvelope) rather than in full colour: on a narrow plot (a phone), where a RED queue
 * swinging every round trip was "a dense scribble". Decided from the plot's width, then kept
 * while the window keeps its width: a side panel that opens or closes (Settings in presentation
 * mode) narrows the plots without making them a phone's, and switching the style then made B's
 * queue a faint band under a hairline in front of a class (lecturer-1215, step 13). A new window
 * width (a resize, a phone turned) decides again.
 */
export class EnvelopeChoice {
  private windowWidth: number | null = null;
  private narrow = false;

  /** `plotWidth`: the data area's width, px; `below`: the width under which a plot is narrow. */
  decide(plotWidth: number, below: number, windowWidth: number = typeof window === 'undefined' ? 0 : window.innerWidth): boolean {
    if (windowWidth !== this.windowWidth || plotWidth <= 0) {
      this.windowWidth = plotWidth > 0 ? windowWidth : null;
      this.narrow = plotWidth > 0 && plotWidth < below;
    }
    return this.narrow;
  }
}
