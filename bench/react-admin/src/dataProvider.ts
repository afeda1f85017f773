// A real dataProvider over HTTP against Staydesk's companies API (the same server, the same
// rows, the same 29-row pages the Staydesk dashboard reads): GET /api/companies?page=N answers
// { companies, total }, GET/PATCH/DELETE /api/companies/:id answer { data }.
import { type DataProvider, fetchUtils, type RaRecord } from 'react-admin';
import { bearer } from './authProvider';

function call(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = bearer();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

function path(resource: string): string {
  if (resource !== 'companies') throw new Error(`Unknown resource ${resource}`);
  return '/api/companies';
}

/** Staydesk's writes are multipart with every field as JSON in one `data` field. */
function asForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  return form;
}

async function getOne(resource: string, id: RaRecord['id']) {
  const { json } = await call(`${path(resource)}/${encodeURIComponent(String(id))}`);
  return { data: json.data };
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    // The server pages by 29 and orders by name, like the Staydesk list.
    const query = new URLSearchParams({ page: String(params.pagination?.page ?? 1) });
    if (params.filter?.q) query.set('search', String(params.filter.q));
    const { json } = await call(`${path(resource)}?${query}`);
    return { data: json.companies, total: json.total };
  },
  getOne: (resource, params) => getOne(resource, params.id),
  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => getOne(resource, id)));
    return { data: records.map((record) => record.data) };
  },
  async getManyReference(resource, params) {
    const query = new URLSearchParams({
      page: String(params.pagination?.page ?? 1),
      [params.target]: String(params.id),
    });
    const { json } = await call(`${path(resource)}?${query}`);
    return { data: json.companies, total: json.total };
  },
  async create(resource, params) {
    const { json } = await call(path(resource), { method: 'POST', body: asForm(params.data) });
    return { data: json.data };
  },
  async update(resource, params) {
    const changed: Record<string, unknown> = { version: params.previousData.version };
    for (const [key, value] of Object.entries(params.data)) {
      if (value !== params.previousData[key] && key !== 'version') changed[key] = value;
    }
    const { json } = await call(`${path(resource)}/${encodeURIComponent(String(params.id))}`, {
      method: 'PATCH',
      body: asForm(changed),
    });
    return { data: json.data };
  },
  async updateMany(resource, params) {
    for (const id of params.ids) {
      const { data } = await getOne(resource, id);
      await dataProvider.update(resource, { id, data: params.data, previousData: data });
    }
    return { data: params.ids };
  },
  async delete(resource, params) {
    const version = params.previousData?.version;
    const query = version === undefined ? '' : `?version=${version}`;
    const { json } = await call(
      `${path(resource)}/${encodeURIComponent(String(params.id))}${query}`,
      { method: 'DELETE' },
    );
    return { data: json.data };
  },
  async deleteMany(resource, params) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },
};
