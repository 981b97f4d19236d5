import { afterEach, describe, expect, it, vi } from 'vitest';
import { plotEntry, textAlternativeInView, textAlternativeOf } from '../../src/app/plots/registry';
import { delayTable } from '../../src/app/plots/text-alternatives';
import { streamed } from '../helpers/streamed-run';

/**
 * Issue 38: each complete run writes every plot's words into its description (the canvas plot's
 * describe), and the page's main thread spent tens of ms per run building the data tables beside
 * them (delayTable sorting each bin's delays), which only the panel's opened table reads.
 */
describe('a plot’s text alternative builds its data table only when the table is read', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the words of a complete run are made without the table; reading it builds it once, as the registry’s table function gives it', () => {
    const run = streamed('seed000-droptail', 1e9);
    const entry = plotEntry('delay');
    const table = vi.spyOn(entry, 'table');
    const words = textAlternativeInView('delay', run, { zoom: null, cursor: null, cut: false }, () => null);
    expect(words).toMatch(/^Queueing delay at the bottleneck/);
    expect(table).not.toHaveBeenCalled();
    const alternative = textAlternativeOf('delay', run)!;
    expect(alternative.table).toEqual(delayTable(run));
    expect(alternative.table).toBe(alternative.table);
    expect(table).toHaveBeenCalledTimes(1);
  });
});
