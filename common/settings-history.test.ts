import { describe, expect, it } from 'vitest';
import { describeChanges, shown } from './settings-history.ts';

describe('describeChanges', () => {
  it('tells only the labelled fields that changed, with both values in words', () => {
    const before = { fee: 1000, express: false, methods: ['MTN'], secret: 'a' };
    const after = { fee: 1500, express: false, methods: ['MTN', 'Wave'], secret: 'b' };
    expect(
      describeChanges({ fee: 'Frais', express: 'Express', methods: 'Opérateurs' }, before, after),
    ).toEqual([
      { label: 'Frais', from: '1000', to: '1500' },
      { label: 'Opérateurs', from: 'MTN', to: 'MTN, Wave' },
    ]);
  });

  it('writes values through the panel’s own formatter', () => {
    expect(
      describeChanges({ fee: 'Frais' }, { fee: 0 }, { fee: 2 }, (_field, value) => `${value} F`),
    ).toEqual([{ label: 'Frais', from: '0 F', to: '2 F' }]);
  });
});

describe('shown', () => {
  it('says nothing, yes and no in French', () => {
    expect(shown(null)).toBe('—');
    expect(shown('')).toBe('—');
    expect(shown(true)).toBe('Oui');
    expect(shown(false)).toBe('Non');
    expect(shown([])).toBe('—');
  });
});
