// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub.js';
import { jsonResponse } from '#web/test/fixtures.js';
import { renderRoutes } from '#web/test/render-routes.js';
import { cleanup, screen } from '#web/test/testing-library.js';
import { routes } from '../router.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const VIEW = {
  platformName: 'Test',
  job: { title: 'Data Analyst Intern', company: 'Nimbus Softlabs', location: 'Pune' },
  student: { name: 'Asha Rao', email: 'asha@example.com', phone: '', city: '', academicStatus: '', skills: [] },
  coverLetter: '',
  appliedAt: '2026-11-20T04:30:00.000Z',
  status: 'Pending',
  closedReason: null,
  resumeUrl: null,
  answers: [],
};

describe('the route of the company answer page', () => {
  it('shows the page on its own, without the site navigation, the assistant or the maintenance page', async () => {
    stubApi({ 'GET /api/company-answers/tok.1.sig': () => jsonResponse(VIEW) }, { maintenanceMode: true });
    renderRoutes(routes, '/answer/tok.1.sig?choice=offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst Intern' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /assistant|chat/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: "We'll be back soon" })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
