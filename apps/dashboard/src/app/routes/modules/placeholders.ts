import type { Permission, ScreenName } from '@staydesk/domain';
import type { ComponentType } from 'react';
import type { Messages } from '../../../i18n';
import { coreMessages } from '../../../i18n/bundle';
import { defineModule, type Pick } from '../../../lib/module';

/**
 * Descriptors of the modules later work fills (each screen an empty state saying what it will
 * hold). A module that gets built replaces its entry here with its own feature descriptor.
 */
type Screens = Record<string, ComponentType>;
type Segment = keyof Messages['layout']['segments'];

interface PlaceholderRoute {
  screen: ScreenName;
  export: string;
  crumb: Segment | Pick<Messages>;
  permission?: Permission;
}

function placeholder(
  id: string,
  load: () => Promise<Screens>,
  permission: Permission,
  options: {
    sections?: { path: string; crumb: Segment }[];
    routes: PlaceholderRoute[];
    nav: readonly (keyof Messages['layout']['menu'])[];
  },
) {
  return defineModule({
    id,
    messages: coreMessages,
    sections: (options.sections ?? []).map((section) => ({
      path: section.path,
      crumb: (m: Messages) => m.layout.segments[section.crumb],
    })),
    routes: options.routes.map((route) => {
      const crumb = route.crumb;
      return {
        screen: route.screen,
        permission: route.permission ?? permission,
        load: async () => {
          const screen = (await load())[route.export];
          if (!screen) throw new Error(`No placeholder screen ${route.export}`);
          return screen;
        },
        crumb: typeof crumb === 'function' ? crumb : (m: Messages) => m.layout.segments[crumb],
      };
    }),
    nav: Object.fromEntries(options.nav.map((key) => [key, (m: Messages) => m.layout.menu[key]])),
  });
}

export const trackerModule = placeholder('tracker', () => import('./tracker'), 'TRACKER', {
  routes: [{ screen: 'tracker', export: 'Tracker', crumb: 'tracker' }],
  nav: ['tracker'],
});
