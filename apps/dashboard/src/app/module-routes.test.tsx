import { describe, expect, it } from 'vitest';
import { dashboardRoutesOf } from './module-routes';
import { MODULES } from './modules';

describe('the dashboard’s routes from the registered modules', () => {
  it('are built when every screen is served and every menu entry labelled', () => {
    expect(dashboardRoutesOf(MODULES).length).toBeGreaterThan(0);
  });

  it('refuse to start with a menu entry no module labels', () => {
    const unlabelled = MODULES.map((module) =>
      module.id === 'tracker' ? { ...module, nav: {} } : module,
    );
    expect(() => dashboardRoutesOf(unlabelled)).toThrow('No module labels menu entry tracker');
  });
});
