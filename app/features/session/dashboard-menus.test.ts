import { describe, expect, it } from 'vitest';
import { dashboardScreenTitle } from './dashboard-menus.ts';

describe('dashboard screen titles', () => {
  it('uses the menu label of the screen, or the dashboard home', () => {
    expect(dashboardScreenTitle('/vendeur-dashboard/7/statistics')).toBe('Tableau de bord');
    expect(dashboardScreenTitle('/vendeur-dashboard/7/customers')).toBe('Recettes et Astuces');
    expect(dashboardScreenTitle('/vendeur-dashboard/7')).toBe('Espace vendeur');
    expect(dashboardScreenTitle('/acheteur-dashboard/7/avis')).toBe('Avis et Évaluations');
    expect(dashboardScreenTitle('/acheteur-dashboard/7/')).toBe('Mon espace acheteur');
    expect(dashboardScreenTitle('/admin/3/journal')).toBe('Journal');
    expect(dashboardScreenTitle('/admin/3')).toBe('Dashboard Administrateur');
  });
});
