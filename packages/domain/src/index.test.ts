import { describe, expect, it } from 'vitest';
import * as domain from './index';

declare global {
  interface ImportMeta {
    /** Vite's import of every file a pattern matches, by path (Vitest runs through Vite). */
    glob(patterns: string[]): Record<string, () => Promise<Record<string, unknown>>>;
  }
}

/**
 * The entities' entries, `@staydesk/domain/<file>` (package.json "exports" maps `./*` to
 * ./entities): every source file of ./entities, by entry name.
 */
const ENTITY_MODULES = Object.entries(
  import.meta.glob(['./entities/*.ts', '!./entities/*.test.ts']),
).map(([path, load]) => [path.replace(/^\.\/entities\/(.+)\.ts$/, '$1'), load] as const);

describe('public API', () => {
  it('exports exactly the pinned runtime names', () => {
    // Update the snapshot deliberately (vitest -u) when the API changes, and add a changeset.
    expect(Object.keys(domain).sort()).toMatchSnapshot();
  });

  it('exports the names other packages rely on', () => {
    for (const name of [
      'ROLES',
      'ROLE_LABELS',
      'roleLabel',
      'PERMISSIONS',
      'can',
      'NAVIGATION_MENU',
      'visibleMenu',
      'ENQUIRY_TABS',
      'BOOKING_TABS',
      'visibleTabs',
      'emailSchema',
      'EMAIL_PATTERN',
      'passwordSchema',
      'PASSWORD_RULE_MESSAGE',
      'signInSchema',
      'sendResetEmailSchema',
      'resetPasswordSchema',
      'signUpSchema',
      'normaliseWebsite',
      'ACCEPTED_IMAGE_TYPES',
      'isAcceptedImage',
      'formatDate',
      'DEFAULT_DATE_FORMAT',
      'timeAgo',
      'ratioToPercentRemaining',
      'kmToMiles',
      'pageCount',
      'paginationWindow',
      'initials',
      'SESSION_MAX_AGE_MS',
      'PAGE_SIZE',
      'APP_VERSION',
      'optionLabel',
      'WORKFLOW_STATUSES',
      'STAY_STATES',
      'OFFER_STATUSES',
      'ENQUIRY_TRANSITIONS',
      'canTransitionEnquiry',
      'TRAFFIC_LIGHTS',
      'blankLandlord',
      'hasLogo',
      'apiErrorSchema',
      'mutationResponseSchema',
      'pagedSchema',
      'pageQuerySchema',
      'userPatchSchema',
      'experimentSchema',
      'passwordChangeSchema',
      'globalSettingsSchema',
      'availableExperimentSchema',
      'propertyRequestCreateSchema',
      'publicPropertySchema',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});

describe('an entity’s own entry', () => {
  it('is found for every file of ./entities', () => {
    expect(ENTITY_MODULES.map(([entry]) => entry)).toEqual(
      expect.arrayContaining(['booking', 'enquiry', 'invoice', 'property', 'tracker']),
    );
  });

  it.each(ENTITY_MODULES)(
    '@staydesk/domain/%s exports exactly its pinned runtime names',
    async (entry, load) => {
      // Each entry's names are pinned in a file of its own: a new entity adds its file and edits
      // no other. Update deliberately (vitest -u) when the entry changes, and add a changeset.
      const module = await load();
      await expect(`${Object.keys(module).sort().join('\n')}\n`).toMatchFileSnapshot(
        `./__snapshots__/exports/${entry}.txt`,
      );
    },
  );
});
