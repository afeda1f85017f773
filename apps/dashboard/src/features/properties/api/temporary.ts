import {
  mutationResponseSchema,
  propertyViewSchema,
  type TemporaryPropertyCreate,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource';
import { propertyKeys } from './properties';

/** POST /api/v1/properties/temporary: from a listing link (read by the scraper) or by hand. */
export function createTemporaryProperty(input: TemporaryPropertyCreate) {
  return api.post(
    `${propertyKeys.base}/temporary`,
    input,
    mutationResponseSchema(propertyViewSchema),
  );
}

export const useCreateTemporaryProperty = () =>
  useResourceMutation(propertyKeys, createTemporaryProperty);
