import { z } from 'zod/mini';
import type { Language } from '../i18n';
import { api } from './api-client';
import { errorMessage } from './api-error';
import type { ListQuery } from './list';
import { toast } from './toast';

/** A whole list can take a while to write: longer than a page's request may. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * Downloads a list's CSV export (`<list path>/export.csv`): the list's search, filters, tab and
 * sort (never its page), in the user's language. Fetched with the session (the API wants the
 * bearer token, so no plain link), then saved under the list's name and the day. Loaded on the
 * first press only: the list screens do not carry it.
 */
export async function downloadListCsv(
  path: string,
  query: ListQuery,
  language: Language,
): Promise<void> {
  const params: Record<string, string> = { ...query.filters };
  if (query.search) params.search = query.search;
  if (query.tab) params.tab = query.tab;
  if (query.sort) params.sort = query.sort;
  try {
    const blob = await api.get(`${path}/export.csv`, z.instanceof(Blob), {
      params,
      headers: { Accept: 'text/csv', 'Accept-Language': language },
      responseType: 'blob',
      timeoutMs: EXPORT_TIMEOUT_MS,
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    const name = path.split('/').filter(Boolean).at(-1) ?? 'list';
    const day = new Date().toISOString().slice(0, 10);
    link.download = `${name}-${day}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    const text = errorMessage(error);
    if (text) toast.error(text);
  }
}
