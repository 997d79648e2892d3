// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUser, errorResponse, jsonResponse } from '../test/fixtures.js';
import {
  ApiError,
  apiDownload,
  apiRequest,
  errorCodeOf,
  getErrorMessage,
  SESSION_EXPIRED_EVENT,
} from './api-client.js';
import { switchLanguage } from './i18n.js';
import { readStoredSession, writeUserSession } from './session-storage.js';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends the stored token as a bearer header', async () => {
    writeUserSession('tok-123', buildUser());
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(apiRequest('/profile')).resolves.toEqual({ ok: true });

    const { url, headers } = lastRequest();
    expect(url).toBe('/api/profile');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it("asks the server to answer in the pages' language, whatever the phone's own", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await apiRequest('/jobs');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en');
    await switchLanguage('kn');
    await apiRequest('/jobs');
    expect(lastRequest().headers.get('Accept-Language')).toBe('kn');
    await switchLanguage('en');
  });

  it('sends no Authorization header without a token, or when auth is off', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest('/settings/public');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    writeUserSession('tok', buildUser());
    await apiRequest('/admin/login', { method: 'POST', body: { username: 'a', password: 'b' }, auth: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies and query strings, and validates answers with a schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 2 }));

    const result = await apiRequest('/jobs', {
      method: 'POST',
      body: { title: 'Intern' },
      query: { page: 2, search: 'react dev', domain: undefined, location: '' },
      schema: z.object({ count: z.number() }),
    });

    expect(result).toEqual({ count: 2 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/jobs?page=2&search=react+dev');
    expect(init?.body).toBe('{"title":"Intern"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError carrying the server's message, code and flags", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, { message: 'Please upload a resume', code: 'RESUME_REQUIRED', requiresResume: true }),
    );

    const error = await apiRequest('/jobs/1/apply', { method: 'POST' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please upload a resume' });
    expect((error as ApiError).data).toEqual({
      message: 'Please upload a resume',
      code: 'RESUME_REQUIRED',
      requiresResume: true,
    });
    expect(errorCodeOf(error)).toBe('RESUME_REQUIRED');
    expect(getErrorMessage(error, 'Failed to apply for internship')).toBe('Please upload a resume');
  });

  it("shows a contract's validation message in the pages' language, and the server's own words as they are", async () => {
    const refusal = (code: string, message: string) => new ApiError(400, message, { message, code });
    await switchLanguage('kn');
    expect(getErrorMessage(refusal('VALIDATION_FAILED', 'Please enter a valid email address'), 'x')).not.toMatch(
      /[A-Za-z]{3}/,
    );
    expect(getErrorMessage(refusal('VALIDATION_FAILED', 'futureGoals: Invalid input'), 'x')).toBe(
      'futureGoals: Invalid input',
    );
    expect(getErrorMessage(refusal('RESUME_REQUIRED', 'ದಯವಿಟ್ಟು ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ'), 'x')).toBe('ದಯವಿಟ್ಟು ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ');
    await switchLanguage('en');
    expect(getErrorMessage(refusal('VALIDATION_FAILED', 'Please enter a valid email address'), 'x')).toBe(
      'Please enter a valid email address',
    );
  });

  it('falls back when the server gives no message or the network fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const badGateway = await apiRequest('/jobs').catch((caught: unknown) => caught);
    expect(badGateway).toMatchObject({ status: 502, message: 'Request failed with status 502' });
    expect(getErrorMessage(badGateway, 'Failed to fetch internships')).toBe('Failed to fetch internships');
    expect(errorCodeOf(badGateway), "a proxy's page has no code").toBeNull();

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: '   ' }, 500));
    const blank = await apiRequest('/jobs').catch((caught: unknown) => caught);
    expect(getErrorMessage(blank, 'Failed to fetch internships')).toBe('Failed to fetch internships');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await apiRequest('/jobs').catch((caught: unknown) => caught);
    expect(getErrorMessage(offline, 'Login failed')).toBe('Login failed');
  });

  it('clears the session and announces it on a 401 to a request that carried a token', async () => {
    writeUserSession('tok', buildUser());
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, 401));

    await expect(apiRequest('/my-applications')).rejects.toMatchObject({ status: 401 });

    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(readStoredSession()).toEqual({ token: null, userType: null, userData: null, adminData: null });
  });

  it('keeps the session on a 401 to a request without a token (a wrong password)', async () => {
    writeUserSession('tok', buildUser());
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid username or password' }, 401));

    await expect(apiRequest('/admin/login', { method: 'POST', body: {}, auth: false })).rejects.toThrow(
      'Invalid username or password',
    );

    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    expect(onExpired).not.toHaveBeenCalled();
    expect(readStoredSession().token).toBe('tok');
  });

  it('keeps a newer session when a 401 arrives for an older token', async () => {
    writeUserSession('old', buildUser());
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));

    const pending = apiRequest('/profile').catch((caught: unknown) => caught);
    writeUserSession('new', buildUser());
    answer(jsonResponse({ message: 'Unauthorized' }, 401));
    await pending;

    expect(readStoredSession().token).toBe('new');
  });
});

describe('apiDownload', () => {
  it('fetches with the bearer header and saves the blob under the given name', async () => {
    writeUserSession('tok', buildUser());
    fetchMock.mockResolvedValue(new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    let saved: { href: string; download: string } | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });

    await apiDownload('/resume/user-1', 'Asha_Resume.pdf');

    click.mockRestore();
    expect(lastRequest().url).toBe('/api/resume/user-1');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok');
    expect(saved).toEqual({ href: 'blob:resume', download: 'Asha_Resume.pdf' });
  });

  it('throws an ApiError with the server message when the download fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Resume not found' }, 404));

    const error = await apiDownload('/resume/x', 'x.pdf').catch((caught: unknown) => caught);

    expect(getErrorMessage(error, 'Failed to download resume')).toBe('Resume not found');
  });
});
