import { availableExperimentSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

const settingsExperimentsSchema = z.object({
  data: z.object({
    settings: z.object({ experiments: z.array(availableExperimentSchema) }),
  }),
});

/** GET /api/v1/global/settings/full → data.settings.experiments. */
export function useAvailableExperiments() {
  return useSWR(administrationKeys.experiments, async ([path]) => {
    const response = await api.get(path, settingsExperimentsSchema);
    return response.data.settings.experiments;
  });
}
