import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

/** An experiment staff can be given, as the global settings list them. */
export const availableExperimentSchema = z.object({
  name: z.string().min(1),
  label: z.string().min(1),
  description: z.string(),
});
export type AvailableExperiment = z.infer<typeof availableExperimentSchema>;

const settingsExperimentsSchema = z.object({
  data: z.object({
    settings: z.object({ experiments: z.array(availableExperimentSchema) }),
  }),
});

/** GET /api/v1/global/settings → data.settings.experiments. */
export function useAvailableExperiments() {
  return useSWR(administrationKeys.experiments, async ([path]) => {
    const response = await api.get(path, settingsExperimentsSchema);
    return response.data.settings.experiments;
  });
}
