// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '#shared/schemas/user.js';
import { buildUser } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { renderDashboard, stubApi, stubXhr } from '../test/dashboard-test-kit.js';
import { continueHref, safeReturnPath } from './return-to-internship.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Issue 20 (phone path): the resume modal's 'Upload Resume' opens the dashboard at the resume field and the
// dashboard offers the way back to the internship, its apply form opened.
const withoutResume = buildUser({ hasResume: false, resumeFilename: null });
const RETURN = '/internships/job-1?page=2';
const fromModal = {
  pathname: '/dashboard',
  search: `?edit=resume&return=${encodeURIComponent(RETURN)}`,
  state: { returnTitle: 'Frontend Intern' },
};

async function uploadAndSave(saved: TUser) {
  const sent = stubXhr({ status: 200, body: { user: saved } });
  const form = screen.getByRole('form', { name: 'Edit profile' });
  await userEvent.upload(
    within(form).getByLabelText('Resume'),
    new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
  );
  await within(form).findByText('cv.pdf');
  await userEvent.click(within(form).getByRole('button', { name: /Save changes/ }));
  return sent;
}

describe('the dashboard opened for the resume', () => {
  it('opens in edit mode with the resume field focused and says what to do; the edit flag leaves the address', async () => {
    stubApi({ user: withoutResume });
    const { router } = renderDashboard(withoutResume, { at: fromModal });

    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const resume = within(form).getByLabelText('Resume');
    await waitFor(() => expect(document.activeElement).toBe(resume));
    const note = within(form).getByText(
      'Choose your resume (PDF), then press Save changes to continue your application.',
    );
    expect(resume.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    // No way back yet: there is no resume on file.
    expect(screen.queryByRole('link', { name: /Back to|Continue your application/ })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(`?return=${encodeURIComponent(RETURN)}`));
    // The navigation state (the title) is kept through that change.
    expect(router.state.location.state).toEqual({ returnTitle: 'Frontend Intern' });
  });

  it('after the upload offers "Back to <title>", focused and described, which opens the form on the internship', async () => {
    stubApi({ user: withoutResume });
    const { router } = renderDashboard(withoutResume, { at: fromModal });
    await screen.findByRole('form', { name: 'Edit profile' });

    const sent = await uploadAndSave({ ...withoutResume, hasResume: true, resumeFilename: 'cv.pdf' });

    const back = await screen.findByRole('link', { name: 'Back to Frontend Intern' });
    expect(sent[0].body).toMatchObject({ resumeFilename: 'cv.pdf', resumeContentType: 'application/pdf' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(back.getAttribute('href')).toBe('/internships/job-1?page=2&apply=1');
    const description = document.getElementById(back.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Your resume is uploaded. You can now apply.');

    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/internships/job-1');
    expect(router.state.location.search).toBe('?page=2&apply=1');
  });

  it('says "Continue your application" when it was opened by a link (no title in the state)', async () => {
    stubApi({ user: withoutResume });
    renderDashboard(withoutResume, { at: `/dashboard?edit=resume&return=${encodeURIComponent('/internships/job-7')}` });
    await screen.findByRole('form', { name: 'Edit profile' });
    await uploadAndSave({ ...withoutResume, hasResume: true, resumeFilename: 'cv.pdf' });
    const link = await screen.findByRole('link', { name: 'Continue your application' });
    expect(link.getAttribute('href')).toBe('/internships/job-7?apply=1');
  });

  it('offers no way back to an address that is not an internship of this site', async () => {
    const student = buildUser({ hasResume: true, resumeFilename: 'cv.pdf' });
    stubApi({ user: student });
    renderDashboard(student, { at: `/dashboard?return=${encodeURIComponent('https://evil.example/internships/1')}` });
    expect(await screen.findByRole('heading', { name: student.name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue your application|Back to/ })).toBeNull();
    // Not opened for the resume: view mode, as before.
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps an internship page of this site with its query', () => {
    expect(safeReturnPath('/internships/job-1')).toBe('/internships/job-1');
    expect(safeReturnPath('/internships/job-1?page=2&domain=Design')).toBe('/internships/job-1?page=2&domain=Design');
    expect(continueHref('/internships/job-1?page=2')).toBe('/internships/job-1?page=2&apply=1');
  });

  it.each([
    null,
    '',
    'https://evil.example/internships/1',
    '//evil.example/internships/1',
    '/\\evil.example/internships/1',
    '\t//evil.example/internships/1',
    'javascript:alert(1)',
    '/internships',
    '/internships/',
    '/internships/job-1/../../admin',
    '/internships/%2e%2e',
    '/admin',
    '/dashboard',
    'internships/job-1',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
