// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON_MESSAGE } from '#shared/schemas/password.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { expectStep, passBasicInfo, passEducation, passPersonal } from '../test/register-steps.js';
import { RegisterPage } from './register-page.js';

afterEach(cleanupAuthTest);

const sendOtp = () => jsonResponse({ message: 'OTP sent to your email!' });

async function reachStep4(register: (body: unknown) => Response) {
  const calls = stubApi({ 'POST /api/send-otp': sendOtp, 'POST /api/register': register });
  const view = renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard'] });
  await screen.findByLabelText(/Full Name/);
  await passBasicInfo();
  await passPersonal();
  await passEducation();
  return { ...view, calls };
}

const createButton = () => screen.getByRole('button', { name: 'Create Account' });

describe('RegisterPage step 4 and submit', () => {
  it('shows the step 4 messages, gates Create Account on both boxes, sends the profile and lands on /dashboard', async () => {
    const user = buildUser({ name: 'Asha Rao' });
    const { calls, router } = await reachStep4(() => jsonResponse({ token: 'tok-9', user }, 201));
    const events = userEvent.setup({ applyAccept: false });

    expect(createButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await events.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await events.click(screen.getByRole('checkbox', { name: /receive emails/ }));
    expect(createButton().hasAttribute('disabled')).toBe(false);

    await events.click(createButton());
    expect(await findAlert('Please add at least one skill')).toBeTruthy();
    await events.type(screen.getByRole('combobox', { name: 'Skills' }), 'reac');
    await events.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove skill React' })).toBeTruthy();
    await events.click(createButton());
    expect(await findAlert('Please add at least one keyword')).toBeTruthy();
    await events.type(screen.getByRole('combobox', { name: 'Keywords / Interests' }), '  Space tech ');
    await events.click(screen.getByRole('button', { name: 'Add keyword' }));

    const resume = screen.getByLabelText('Resume (optional)');
    await events.upload(resume, new File(['hello'], 'cv.docx', { type: 'application/msword' }));
    expect(await findAlert('Please select a PDF file for resume')).toBeTruthy();
    await events.upload(resume, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    const picture = screen.getByLabelText('Profile Picture (optional)');
    await events.upload(picture, new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }));
    expect(await findAlert('Please select an image file for profile picture')).toBeTruthy();
    await events.upload(picture, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Chosen profile picture' })).toBeTruthy();

    // The answers were kept in the tab as they were typed (a reload gives them back) …
    expect(JSON.parse(sessionStorage.getItem('registerDraft') ?? '{}')).toMatchObject({ step: 4 });
    await events.click(createButton());
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // … and are gone once the account exists.
    expect(sessionStorage.getItem('registerDraft')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-9');
    // The dashboard greets a new account with "Welcome", not "Welcome back".
    expect(sessionStorage.getItem('newAccount')).toBe('1');

    const body = calls.find((call) => call.path === '/api/register')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret1',
      phone: '9876543210',
      otp: '123456',
      currentCity: 'Mysuru',
      pinCode: '570001',
      studyPreference: 'Abroad',
      currentAcademicStatus: 'First Year',
      twelfthPU: { institution: 'Marimallappa PU College', passedYear: '', percentage: '' },
      ugDegree: { institution: 'University of Mysore', course: '', year: '', percentage: '' },
      skills: ['React'],
      keywords: ['Space tech'],
      acceptTerms: true,
      marketingConsent: true,
      resumeData: btoa('%PDF-1.4'),
      resumeFilename: 'cv.pdf',
      resumeContentType: 'application/pdf',
      profilePictureData: btoa(String.fromCharCode(137, 80, 78, 71)),
      profilePictureFilename: 'me.png',
      profilePictureContentType: 'image/png',
    });
  });

  it("shows the server's message or 'Registration failed', and a wrong code sends the student back to step 1", async () => {
    let answer = () => new Response(null, { status: 500 });
    await reachStep4(() => answer());
    await userEvent.type(screen.getByRole('combobox', { name: 'Skills' }), 'Tally{Enter}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Keywords / Interests' }), 'Finance{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /receive emails/ }));

    await userEvent.click(createButton());
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Skills & Documents$/ })).toBeTruthy();

    answer = () => errorResponse(400, { message: 'Invalid or expired OTP', code: 'OTP_INVALID' });
    await userEvent.click(createButton());
    expect(await screen.findByText('Invalid or expired OTP')).toBeTruthy();
    await expectStep('Basic Info');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the student back to step 1, where the password is, when the server finds it too common', async () => {
    await reachStep4(() => jsonResponse({ message: PASSWORD_TOO_COMMON_MESSAGE, code: 'PASSWORD_TOO_COMMON' }, 400));
    await userEvent.type(screen.getByRole('combobox', { name: 'Skills' }), 'Tally{Enter}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Keywords / Interests' }), 'Finance{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /receive emails/ }));
    await userEvent.click(createButton());
    expect(await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE)).toBeTruthy();
    await expectStep('Basic Info');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('says registration is disabled instead of showing the form when the setting is off', async () => {
    stubApi({}, { registrationEnabled: false });
    renderAuthPage(<RegisterPage />, { path: '/register' });
    expect(await screen.findByText('New user registration is currently disabled.')).toBeTruthy();
    expect(screen.queryByLabelText(/Full Name/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
