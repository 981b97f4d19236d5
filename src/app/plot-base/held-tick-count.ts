/**
 * How many ticks a plot's y axis carries on screen, kept while its domain and the window stay the
 * same and the labels still have room: in A/B presentation the throughput axis read 0, 6, 12
 * during the replay and 0, 12 at its end (lecturer-1215, step 20), the headline figures appearing
 * at the end taking 30 px from each plot, just under the room three ticks were first given. A
 * new domain, window size or type size decides afresh from the room the plot has then, and so
 * does a plot grown by more than one tick's room.
 */
export class HeldTickCount {
  private key: string | null = null;
  private count = 0;

  /** `fit`: the count the plot's height gives; `most`: the most ticks whose labels still read at that height. */
  decide(key: string, fit: number, most: number): number {
    // A plot that has grown by more than a tick's room decides afresh too: B's plot first laid out
    // small in A/B presentation kept "0, 140" beside A's "0, 50, 100, 140" on plots of one height
    // (trial-pres3, CI); a tick's worth either way is still held.
    if (key !== this.key || this.count > most || fit > this.count + 1) {
      this.key = key;
      this.count = fit;
    }
    return this.count;
  }
}
