import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';
import type { RouteSpec } from '../../http/route.js';
import { buildOpenApi } from './openapi.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A readable page of the same document, rendered on the server (the CSP allows no inline script). */
function docsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = (operation.tags as string[])[0] ?? 'Other';
      const body = operation.requestBody
        ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(operation.requestBody, null, 2))}</pre></details>`
        : '';
      const params = (operation.parameters as unknown[]).length
        ? `<details><summary>Parameters</summary><pre>${escapeHtml(JSON.stringify(operation.parameters, null, 2))}</pre></details>`
        : '';
      const responses = `<details><summary>Responses</summary><pre>${escapeHtml(JSON.stringify(operation.responses, null, 2))}</pre></details>`;
      const entry = `<section><h3><code class="m ${method}">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(String(operation.summary))}</strong></p><p>${escapeHtml(String(operation.description ?? '')).replace(/\n/g, '<br>')}</p>${params}${body}${responses}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag.entries()]
    .map(
      ([tag, entries]) =>
        `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${entries.join('\n')}`,
    )
    .join('\n');
  const toc = [...byTag.keys()]
    .map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Staydesk API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1c2430}
h2{border-bottom:1px solid #d0d7de;padding-bottom:.3rem;margin-top:2.5rem}section{margin:1.2rem 0;padding:.6rem 1rem;border:1px solid #e3e8ee;border-radius:8px}
h3{margin:.2rem 0;font-size:1rem}.m{padding:.1rem .4rem;border-radius:4px;color:#fff;background:#57606a}.get{background:#0969da}.post{background:#1a7f37}.patch{background:#9a6700}.delete{background:#cf222e}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;font-size:12px}summary{cursor:pointer}</style></head>
<body><h1>Staydesk API</h1><p>${escapeHtml(String((document.info as Record<string, unknown>).description))}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p><nav>${toc}</nav>${sections}</body></html>`;
}

export function mountDocs(routes: RouteSpec[]) {
  return (app: Hono<AppEnv>) => {
    app.get('/api/docs/openapi.json', (c) => c.json(buildOpenApi(routes, c.get('urls').global)));
    app.get('/api/docs', (c) => c.html(docsPage(buildOpenApi(routes, c.get('urls').global))));
  };
}
