import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TMyApplication } from '../../../../shared/schemas/application.js';
import type { TUser } from '../../../../shared/schemas/user.js';
import { writeUserSession } from '../../../lib/session-storage.js';
import { jsonResponse } from '../../../test/fixtures.js';
import { renderWithProviders } from '../../../test/render-with-providers.js';
import { DashboardPage } from '../components/dashboard-page.js';

export function buildApplication(overrides: Partial<TMyApplication> = {}): TMyApplication {
  return {
    _id: 'app-1',
    jobId: { _id: 'job-1', title: 'Frontend Intern', company: 'Acme Labs', location: 'Bengaluru', salary: 150000 },
    status: 'Pending',
    appliedAt: '2025-03-05T10:00:00.000Z',
    coverLetter: '',
    ...overrides,
  };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch: GET /api/profile answers the user, GET /api/my-applications the list, plus any extra routes. */
export function stubApi({
  user,
  applications = [],
  routes = {},
}: {
  user: TUser;
  applications?: TMyApplication[] | (() => Response);
  routes?: Record<string, Route>;
}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (routes[key]) return routes[key](init);
    if (url === '/api/settings/public') {
      return jsonResponse({
        platformName: 'Test',
        supportEmail: '',
        registrationEnabled: true,
        maintenanceMode: false,
      });
    }
    if (url === '/api/profile') return jsonResponse({ user });
    if (url === '/api/my-applications') {
      return typeof applications === 'function' ? applications() : jsonResponse(applications);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Radix radio groups measure themselves; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function renderDashboard(user: TUser, { recommendations }: { recommendations?: ReactNode } = {}) {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  writeUserSession('tok', user);
  return renderWithProviders(<DashboardPage recommendations={recommendations} />, {
    path: '/dashboard',
    otherPaths: ['/', '/internships', '/internships/:id'],
  });
}

type XhrAnswer = { status: number; body: unknown };

/** A stand-in for XMLHttpRequest: reports upload progress, then answers with `answer`. */
export function stubXhr(answer: XhrAnswer) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload = new EventTarget();
    private listeners = new EventTarget();
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.listeners.addEventListener(type, listener);
    }
    abort() {
      this.listeners.dispatchEvent(new Event('abort'));
    }
    send(body: string) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body: JSON.parse(body) });
      const progress = (loaded: number) =>
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 });
      setTimeout(() => this.upload.dispatchEvent(progress(40)), 0);
      setTimeout(() => {
        this.upload.dispatchEvent(progress(100));
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.listeners.dispatchEvent(new Event('load'));
      }, 30);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
