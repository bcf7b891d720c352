import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_IMAGE_SIDE } from './image-size.ts';

describe('fitWithin', () => {
  it('brings the longer side down to 300 px and keeps the proportions', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(800, 1200)).toEqual({ width: 200, height: 300 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 300, height: 225 });
    expect(fitWithin(1000, 1000)).toEqual({ width: 300, height: 300 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(300, 300)).toEqual({ width: 300, height: 300 });
    expect(fitWithin(300, 10)).toEqual({ width: 300, height: 10 });
  });

  it('rounds to whole pixels, never above the limit nor below 1 px', () => {
    expect(fitWithin(1001, 333)).toEqual({ width: 300, height: 100 });
    expect(fitWithin(10_000, 1)).toEqual({ width: 300, height: 1 });
    expect(fitWithin(1, 10_000)).toEqual({ width: 1, height: 300 });
    for (const [width, height] of [
      [301, 299],
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
