import { describe, expect, it } from 'vitest';
import { bucketUnit, chartBars, salesSummary, salesTotal } from './sales-chart-data.ts';

const sales = [
  { label: '03/03', amount: 0 },
  { label: '04/03', amount: 5000 },
  { label: '05/03', amount: 12500 },
  { label: '06/03', amount: 2500 },
];

describe('chartBars', () => {
  it('scales each bar to the best bucket and titles it with its FCFA amount', () => {
    expect(chartBars(sales)).toEqual([
      { label: '03/03', amount: 0, percent: 0, title: '03/03 : 0 FCFA' },
      { label: '04/03', amount: 5000, percent: 40, title: '04/03 : 5 000 FCFA' },
      { label: '05/03', amount: 12500, percent: 100, title: '05/03 : 12 500 FCFA' },
      { label: '06/03', amount: 2500, percent: 20, title: '06/03 : 2 500 FCFA' },
    ]);
  });

  it('draws every bar flat when nothing was sold', () => {
    const bars = chartBars([
      { label: 'janv. 2026', amount: 0 },
      { label: 'févr. 2026', amount: 0 },
    ]);
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0]);
  });

  it('rounds heights to a tenth of a percent', () => {
    const bars = chartBars([
      { label: 'a', amount: 1 },
      { label: 'b', amount: 3 },
    ]);
    expect(bars[0]!.percent).toBe(33.3);
  });
});

describe('salesSummary', () => {
  it('gives the total and the best day in French', () => {
    expect(salesTotal(sales)).toBe(20000);
    expect(salesSummary(sales, '7j')).toBe(
      'Sur 7 jours : 20 000 FCFA ; meilleur jour : 05/03 (12 500 FCFA).',
    );
  });

  it('speaks of months over 12 months, and says when nothing was sold', () => {
    expect(bucketUnit('12m')).toBe('mois');
    expect(salesSummary([{ label: 'mars 2026', amount: 1000 }], '12m')).toBe(
      'Sur 12 mois : 1 000 FCFA ; meilleur mois : mars 2026 (1 000 FCFA).',
    );
    expect(salesSummary([{ label: '05/03', amount: 0 }], '30j')).toBe(
      'Aucune vente livrée et payée sur 30 jours.',
    );
  });
});
