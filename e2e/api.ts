// The product's API as the browser tests call it to set things up and check what a page did.

export type ApiInit = { method?: string; body?: unknown; token?: string };
export type Api = (path: string, init?: ApiInit) => Promise<Response>;

/** One call to `base`/api`path`: a JSON body (then POST unless `method` says otherwise), a bearer token. */
export function api(base: string, path: string, init: ApiInit = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** `api` bound to one product. */
export const createApi =
  (base: string): Api =>
  (path, init) =>
    api(base, path, init);
