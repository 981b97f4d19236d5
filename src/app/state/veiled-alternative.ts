/**
 * What a text alternative, a live region or a heading says in place of its figures while veiled.
 * The veil made the results inert and aria-hidden, yet the plots' descriptions (aria-describedby
 * targets) and the animation's readout still held the run's figures: the page's accessible text
 * said "Bottleneck queue over 30.0 s: averaged 3.9 packets" before the student predicted
 * (bloat-2045, "Also noticed"). Each such surface says this instead, as the cover does on screen.
 */
export const VEILED_ALTERNATIVE = 'Results are hidden until you answer the prediction.';

/**
 * The same while "Hide the numbers until the replay ends" holds them (numbers-held.ts): a plot's
 * description said the whole run's drops and window cuts at 10 s of the replay (phone trial 02:30, step 9).
 */
export const HELD_ALTERNATIVE = "This plot's figures are hidden until the replay ends.";
