/**
 * A windowed maximum over a sliding window of "time" (BBR counts it in round trips), kept in
 * O(1) with three samples: the best, and the best of the later quarter and half of the window
 * (Kathleen Nichols' algorithm, as Linux's win_minmax). Older maxima fall out when the window
 * passes them, so a lower rate is believed within one window.
 */
export class WindowedMax {
  private readonly t = [0, 0, 0];
  private readonly v = [0, 0, 0];

  constructor(private readonly window: number) {}

  get best(): number {
    return this.v[0];
  }

  reset(time: number, value: number): number {
    this.t.fill(time);
    this.v.fill(value);
    return value;
  }

  update(time: number, value: number): number {
    const { t, v } = this;
    if (value >= v[0] || time - t[2] > this.window) return this.reset(time, value);
    if (value >= v[1]) {
      t[1] = t[2] = time;
      v[1] = v[2] = value;
    } else if (value >= v[2]) {
      t[2] = time;
      v[2] = value;
    }
    const dt = time - t[0];
    if (dt > this.window) {
      this.shift(time, value);
      if (time - t[0] > this.window) this.shift(time, value);
    } else if (t[1] === t[0] && dt > this.window / 4) {
      // No second choice yet a quarter of the window on: take this one.
      t[1] = t[2] = time;
      v[1] = v[2] = value;
    } else if (t[2] === t[1] && dt > this.window / 2) {
      t[2] = time;
      v[2] = value;
    }
    return v[0];
  }

  /** The best sample has expired: promote the second and third. */
  private shift(time: number, value: number): void {
    const { t, v } = this;
    t[0] = t[1];
    v[0] = v[1];
    t[1] = t[2];
    v[1] = v[2];
    t[2] = time;
    v[2] = value;
  }
}
