function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** SWR keys of the administration feature: each is the API path it fetches. */
export const administrationKeys = {
  users: (query: { page: number; search: string }) =>
    withQuery('/api/v1/users', { page: query.page, search: query.search }),
  audit: (page: number) => withQuery('/api/v1/audit', { page }),
  /** Names of the companies an audit page refers to (not the companies feature's record keys). */
  companyNames: (ids: readonly string[]) => ['audit-company-names', ...ids] as const,
  /**
   * The full settings path (the experiments are not public), read here for the experiments
   * alone; a distinct key keeps the two parses apart in the cache.
   */
  experiments: ['/api/v1/global/settings/full', 'experiments'] as const,
};
