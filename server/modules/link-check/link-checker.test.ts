import { afterEach, describe, expect, it } from 'vitest';
import { answering, type LocalSite, startLocalSite } from '#server/test/local-sites.js';
import { checkLink, type LinkCheckOptions, type ResolveName } from './link-checker.js';

// The link checker against sites on this machine (docs/decisions/0036). The test lets each site's own
// address and port through the guard; everything else on this machine stays refused.

const sites: LocalSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function site(handle: Parameters<typeof startLocalSite>[0]) {
  const started = await startLocalSite(handle);
  sites.push(started);
  return started;
}

const allowing = (...allowed: LocalSite[]): LinkCheckOptions => ({
  allowForTests: allowed.map((s) => s.allowance),
  timeoutMs: 2000,
});

describe('checkLink', () => {
  it('passes a 200 with one HEAD', async () => {
    const ok = await site(answering(() => 200));
    expect(await checkLink(`${ok.url}/careers`, allowing(ok))).toEqual({ ok: true, status: 200 });
    expect(ok.requests).toEqual([{ method: 'HEAD', path: '/careers', host: ok.allowance }]);
  });

  it.each([404, 500, 410])('fails an HTTP %i after trying GET as well', async (status) => {
    const bad = await site(answering(() => status));
    expect(await checkLink(bad.url, allowing(bad))).toEqual({ ok: false, status, error: `HTTP ${status}` });
    expect(bad.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it.each([405, 501])('tries GET when HEAD gets %i', async (status) => {
    const headless = await site((request, response) => {
      response.writeHead(request.method === 'HEAD' ? status : 200).end();
    });
    expect(await checkLink(headless.url, allowing(headless))).toEqual({ ok: true, status: 200 });
    expect(headless.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it('tries GET when HEAD ends in a network error', async () => {
    const rude = await site((request, response) => {
      if (request.method === 'HEAD') request.socket.destroy();
      else response.writeHead(200).end();
    });
    expect(await checkLink(rude.url, allowing(rude))).toEqual({ ok: true, status: 200 });
  });

  it('counts a site that keeps robots out (401, 403, 429) as answering', async () => {
    const walled = await site(answering(() => 403));
    expect(await checkLink(walled.url, allowing(walled))).toEqual({ ok: true, status: 403 });
  });

  it('gives up after the timeout', async () => {
    const silent = await site(() => {});
    const started = Date.now();
    expect(await checkLink(silent.url, { ...allowing(silent), timeoutMs: 150 })).toEqual({
      ok: false,
      error: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops at once when the caller aborts', async () => {
    const silent = await site(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await checkLink(silent.url, { ...allowing(silent), signal: controller.signal })).toEqual({
      ok: false,
      error: 'aborted',
    });
  });

  it('follows up to 5 redirects and fails the 6th', async () => {
    const hops = await site(
      answering((path) => {
        const left = Number(path.split('/')[2]);
        return left > 0 ? { status: 302, location: `/hop/${left - 1}` } : 200;
      }),
    );
    expect(await checkLink(`${hops.url}/hop/5`, allowing(hops))).toEqual({ ok: true, status: 200 });
    expect(await checkLink(`${hops.url}/hop/6`, allowing(hops))).toEqual({
      ok: false,
      status: 302,
      error: 'too many redirects',
    });
  });

  it('fails a redirect loop', async () => {
    const loop = await site(answering(() => ({ status: 301, location: '/again' })));
    expect(await checkLink(loop.url, allowing(loop))).toMatchObject({ ok: false, error: 'too many redirects' });
    // HEAD and GET: the first request and 5 redirects each.
    expect(loop.requests).toHaveLength(12);
  });

  it.each([
    ['http://10.0.0.1/admin', 'refused: private address'],
    ['http://169.254.169.254/latest/meta-data/', 'refused: link-local address'],
    ['http://[::1]/', 'refused: loopback address'],
    ['http://[::ffff:127.0.0.1]:9/', 'refused: loopback address'],
    ['http://2130706433/', 'refused: loopback address'],
    ['file:///etc/passwd', 'not an http(s) link'],
  ])('refuses a redirect from the allowed site to %s without connecting', async (target, error) => {
    const redirecting = await site(answering(() => ({ status: 302, location: target })));
    expect(await checkLink(redirecting.url, allowing(redirecting))).toEqual({ ok: false, error });
    // Refused, not retried with GET.
    expect(redirecting.requests.map((r) => r.method)).toEqual(['HEAD']);
  });

  it('refuses a redirect to another port of this machine that the test did not allow', async () => {
    const inside = await site(answering(() => 200));
    const redirecting = await site(answering(() => ({ status: 307, location: `${inside.url}/secret` })));
    expect(await checkLink(redirecting.url, allowing(redirecting))).toEqual({
      ok: false,
      error: 'refused: loopback address',
    });
    expect(inside.requests).toEqual([]);
  });

  it('refuses this machine without the allowance: the product never has one', async () => {
    const local = await site(answering(() => 200));
    expect(await checkLink(local.url)).toEqual({ ok: false, error: 'refused: loopback address' });
    expect(await checkLink(local.url.replace('127.0.0.1', 'localhost'))).toEqual({
      ok: false,
      error: 'refused: loopback address',
    });
    expect(local.requests).toEqual([]);
  });

  it('refuses a name that resolves to a private address, even beside a public one', async () => {
    const answers: Record<string, string[]> = {
      'intranet.example.com': ['10.1.2.3'],
      'metadata.example.com': ['169.254.169.254'],
      'mixed.example.com': ['93.184.215.14', '192.168.0.10'],
      'v6.example.com': ['fd00::5'],
    };
    const resolve: ResolveName = async (name) =>
      (answers[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const check = (name: string) => checkLink(`https://${name}/jobs`, { resolve, timeoutMs: 2000 });
    expect(await check('intranet.example.com')).toEqual({ ok: false, error: 'refused: private address' });
    expect(await check('metadata.example.com')).toEqual({ ok: false, error: 'refused: link-local address' });
    expect(await check('mixed.example.com')).toEqual({ ok: false, error: 'refused: private address' });
    expect(await check('v6.example.com')).toEqual({ ok: false, error: 'refused: unique local address' });
    expect(await check('nowhere.example.com')).toMatchObject({ ok: false, error: 'DNS: name not found' });
  });

  it('connects to the address it checked: the name is resolved once per request, by the checker', async () => {
    const named = await site(answering(() => 200));
    const port = Number(new URL(named.url).port);
    const asked: string[] = [];
    const resolve: ResolveName = async (name) => {
      asked.push(name);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await checkLink(`http://careers.example.test:${port}/open`, { ...allowing(named), resolve });
    expect(result).toEqual({ ok: true, status: 200 });
    expect(asked).toEqual(['careers.example.test']);
    expect(named.requests).toEqual([{ method: 'HEAD', path: '/open', host: `careers.example.test:${port}` }]);
  });
});
