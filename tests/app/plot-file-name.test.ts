import { describe, expect, it } from 'vitest';
import { plotFileBase } from '../../src/app/export/export-plot';
import { exportFileName } from '../../src/app/util/download';

describe("an exported plot's file name", () => {
  it('an A/B panel on its own y scale says so, so its shared-scale picture is not overwritten (bufferbloat trial 16:06, s40)', () => {
    expect(exportFileName(plotFileBase('compare-delay-b', ['delay']), 'png')).toBe('congestion-lab-compare-delay-b-own-scale.png');
    expect(exportFileName(plotFileBase('compare-delay-b', []), 'png')).toBe('congestion-lab-compare-delay-b.png');
    expect(plotFileBase('compare-queue-a', ['delay'])).toBe('compare-queue-a');
    expect(plotFileBase('delay', ['delay'])).toBe('delay');
  });
});
