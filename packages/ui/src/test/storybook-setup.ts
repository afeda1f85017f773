import { configure } from 'storybook/test';

// Play functions wait for overlays (menus, popovers) that open after a transition. Testing
// Library's default of 1 s is too short when CI runs every project at once on two cores.
configure({ asyncUtilTimeout: 5_000 });
