/**
 * What a text alternative, a live region or a heading says in place of its figures while veiled.
 * The veil made the results inert and aria-hidden, yet the plots' descriptions (aria-describedby
 * targets) and the animation's readout still held the run's figures: the page's accessible text
 * said "Bottleneck queue over 30.0 s: averaged 3.9 packets" before the student predicted
 * (bloat-2045, "Also noticed"). Each such surface says this instead, as the cover does on screen.
 */
export const VEILED_ALTERNATIVE = 'Results are hidden until you answer the prediction.';
