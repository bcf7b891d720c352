import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_IMAGE_SIDE } from './image-size.ts';

describe('fitWithin', () => {
  it('brings a phone photo’s longer side down to 1600 px, sharp enough for every page', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(2400, 1600)).toEqual({ width: 1600, height: 1067 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 1600, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(1600, 10)).toEqual({ width: 1600, height: 10 });
  });

  it('rounds to whole pixels, never above the limit nor below 1 px', () => {
    expect(fitWithin(4801, 1600)).toEqual({ width: 1600, height: 533 });
    expect(fitWithin(100_000, 1)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(1, 100_000)).toEqual({ width: 1, height: 1600 });
    for (const [width, height] of [
      [1601, 1599],
      [7919, 7907],
      [640, 481],
    ] as const) {
      const size = fitWithin(width, height);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
      expect(Math.abs(size.width / size.height - width / height)).toBeLessThan(0.02);
    }
  });

  it('takes another limit', () => {
    expect(fitWithin(1200, 800, 600)).toEqual({ width: 600, height: 400 });
  });

  it('refuses sizes that are not an image', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN)).toThrow(RangeError);
    expect(() => fitWithin(-5, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.POSITIVE_INFINITY, 100)).toThrow(RangeError);
  });
});
