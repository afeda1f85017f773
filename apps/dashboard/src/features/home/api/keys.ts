/** SWR keys of the home screen (each is the API path it fetches); light, for its route's prefetch. */
export const homeKeys = { summary: '/api/v1/home/summary' } as const;
