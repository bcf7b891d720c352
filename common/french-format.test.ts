import { describe, expect, it } from 'vitest';
import {
  formatFrenchDate,
  formatFrenchDateTime,
  formatFrenchDecimal,
  formatFrenchTime,
} from './french-format.ts';

// Node's full ICU is the reference for the names of the months and their abbreviations: what the
// helpers write by hand is what `Intl` writes, but for the first of the month (« 1er ») and the
// time (« 18 h 23 »), which French typography writes otherwise (decision 042).
const intlDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });

function everyDay(from: string, to: string): Date[] {
  const days: Date[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += 86_400_000) {
    days.push(new Date(time), new Date(time + 86_399_000));
  }
  return days;
}

describe('French dates without Intl', () => {
  const days = everyDay('2024-01-01T00:00:00Z', '2028-12-31T00:00:00Z');

  it('writes every day of five years as Intl does, leap days included, the first as « 1er »', () => {
    const long = intlDate({ dateStyle: 'long' });
    const medium = intlDate({ dateStyle: 'medium' });
    const dayMonth = intlDate({ day: 'numeric', month: 'short' });
    const first = (written: string) => written.replace(/^1 /, '1er ');
    for (const day of days) {
      expect(formatFrenchDate(day, { month: 'long' })).toBe(first(long.format(day)));
      expect(formatFrenchDate(day, { month: 'short' })).toBe(first(medium.format(day)));
      expect(formatFrenchDate(day, { month: 'short', year: false })).toBe(
        first(dayMonth.format(day)),
      );
    }
  });

  it('writes the first of the month « 1er », never « 1 »', () => {
    expect(formatFrenchDate('2026-12-01T18:23:00Z', { month: 'long' })).toBe('1er décembre 2026');
    expect(formatFrenchDate('2026-12-01T18:23:00Z', { month: 'short', year: false })).toBe(
      '1er déc.',
    );
    expect(formatFrenchDate('2026-12-11T18:23:00Z', { month: 'long' })).toBe('11 décembre 2026');
    expect(formatFrenchDate('2026-12-21T18:23:00Z', { month: 'long' })).toBe('21 décembre 2026');
  });

  it('reads ISO strings in UTC, which is West African time', () => {
    expect(formatFrenchDate('2026-03-05T23:30:00Z', { month: 'long' })).toBe('5 mars 2026');
    // 00:30 in Paris on 6 March is still 5 March in Lomé.
    expect(formatFrenchDate('2026-03-06T00:30:00+01:00', { month: 'short' })).toBe('5 mars 2026');
    expect(formatFrenchDate('2026-02-01T08:00:00Z', { month: 'short' })).toBe('1er févr. 2026');
  });

  it('writes hours and minutes the French way, « 18 h 23 », bound by no-break spaces', () => {
    const short = intlDate({ timeStyle: 'short' });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const time = new Date(Date.UTC(2026, 10, 5, 0, minute));
      const [hours, minutes] = short.format(time).split(':').map(Number) as [number, number];
      expect(formatFrenchTime(time)).toBe(
        minutes === 0
          ? `${hours}\u00a0h`
          : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`,
      );
    }
    expect(formatFrenchTime('2026-12-01T18:23:00Z')).toBe('18\u00a0h\u00a023');
    expect(formatFrenchTime('2026-11-05T09:05:00Z')).toBe('9\u00a0h\u00a005');
    expect(formatFrenchTime('2026-11-05T12:00:00Z')).toBe('12\u00a0h');
    expect(formatFrenchTime('2026-11-05T00:30:00Z')).toBe('0\u00a0h\u00a030');
  });

  it('joins a date and its time with « à »', () => {
    expect(formatFrenchDateTime('2026-12-01T18:23:00Z', { month: 'long' })).toBe(
      '1er décembre 2026 à 18\u00a0h\u00a023',
    );
    expect(formatFrenchDateTime('2026-03-05T10:30:00Z', { month: 'short' })).toBe(
      '5 mars 2026 à 10\u00a0h\u00a030',
    );
  });
});

describe('French decimals without Intl', () => {
  const intlDecimal = (value: number, min: number, max: number) =>
    value.toLocaleString('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max });

  it('writes ratings with one decimal as Intl does', () => {
    for (let tenths = 0; tenths <= 50; tenths++) {
      const average = tenths / 10;
      expect(formatFrenchDecimal(average, 1, 1)).toBe(intlDecimal(average, 1, 1));
    }
    expect(formatFrenchDecimal(4.25, 1, 1)).toBe(intlDecimal(4.25, 1, 1));
    expect(formatFrenchDecimal(4, 1, 1)).toBe('4,0');
  });

  it('drops trailing zeros, rounds and groups thousands as Intl does', () => {
    for (const value of [0, 5, 18, 7.5, 19.25, 19.125, 2.005, 0.004, 1e-7, 1234.5, 655.957, 1e6]) {
      expect(formatFrenchDecimal(value, 0, 2)).toBe(intlDecimal(value, 0, 2));
      expect(formatFrenchDecimal(value, 0, 3)).toBe(intlDecimal(value, 0, 3));
    }
    expect(formatFrenchDecimal(19.25, 0, 2)).toBe('19,25');
    expect(formatFrenchDecimal(1234.5, 1, 1)).toBe('1\u202f234,5');
  });

  it('writes negative figures as Intl does', () => {
    for (const value of [-0.001, -1.5, -1234.56]) {
      expect(formatFrenchDecimal(value, 0, 2)).toBe(intlDecimal(value, 0, 2));
    }
  });
});
