import { describe, expect, it } from 'vitest';
import * as domain from './index';

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
