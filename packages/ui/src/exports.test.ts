import { expect, test } from 'vitest';
import * as css from './entries/css';
import * as testEntry from './entries/test';
import * as harbour from './entries/themes/harbour';
import * as staydesk from './entries/themes/staydesk';
import * as barrel from './index';

// A change here is a change to the public API: review it and add a changeset.
test.each([
  ['@staydesk/ui', barrel],
  ['@staydesk/ui/css', css],
  ['@staydesk/ui/themes/staydesk', staydesk],
  ['@staydesk/ui/themes/harbour', harbour],
  ['@staydesk/ui/test', testEntry],
])('%s exports', (_entry, module) => {
  expect(Object.keys(module).sort()).toMatchSnapshot();
});
