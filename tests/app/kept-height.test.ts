/** Trial problem 2: words at the replay's cursor changed a block's rows, and the plots below moved. */
import { describe, expect, it } from 'vitest';
import { nextKeptHeight } from '../../src/app/plot-base/kept-height';

describe('nextKeptHeight', () => {
  it('keeps the tallest height seen at one width', () => {
    let k = nextKeptHeight({ height: 0, width: -1 }, { height: 81, width: 900 });
    k = nextKeptHeight(k, { height: 56, width: 900 });
    expect(k).toEqual({ height: 81, width: 900 });
    expect(nextKeptHeight(k, { height: 100, width: 900 })).toEqual({ height: 100, width: 900 });
  });
  it('starts again at a new width', () => {
    expect(nextKeptHeight({ height: 81, width: 900 }, { height: 140, width: 350 })).toEqual({ height: 140, width: 350 });
  });
});
