// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { expectStep, next, passBasicInfo, passPersonal } from '../test/register-steps.js';
import { REGISTER_DRAFT_KEY as DRAFT_KEY, saveRegisterDraft } from '../utils/register-draft.js';
import { INITIAL_REGISTER_VALUES } from '../utils/register-values.js';
import { RegisterPage } from './register-page.js';

afterEach(cleanupAuthTest);

// Issue 20 (the phone path): the wizard's answers survive a reload of the tab (utils/register-draft.ts).
const renderRegister = () =>
  renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard', '/login'] });
const sendOtp = () => jsonResponse({ message: 'OTP sent to your email!' });
const box = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** A reload: the page goes, the tab's sessionStorage stays, the page starts again. */
async function reload(view: ReturnType<typeof renderRegister>) {
  view.unmount();
  const again = renderRegister();
  await screen.findByLabelText(/Full Name/);
  return again;
}

describe('RegisterPage after a reload', () => {
  it('gives the answers back without the password or the code, on step 1, then returns to the step the student was on', async () => {
    stubApi({ 'POST /api/send-otp': sendOtp });
    const view = renderRegister();
    await screen.findByLabelText(/Full Name/);
    await passBasicInfo();
    await passPersonal();
    await userEvent.type(screen.getAllByLabelText(/^Institution/)[0], 'Marimallappa PU College');

    await reload(view);
    expect(
      screen.getByText(
        'Your answers are back. For your safety, type your password and the code from your email again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Basic Info$/ })).toBeTruthy();
    expect(box(/Full Name/).value).toBe('Asha Rao');
    expect(box(/Email Address/).value).toBe('asha@example.com');
    expect(box(/Phone Number/).value).toBe('9876543210');
    expect(box(/^Password/).value).toBe('');
    expect(box(/Confirm Password/).value).toBe('');
    // The code is still valid: its box is back, empty, and the resend wait goes on.
    expect(box(/Enter OTP/).value).toBe('');
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeTruthy();
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('secret1');

    await next();
    expect(await findAlert('Please fill in all required fields')).toBeTruthy();
    await userEvent.type(box(/^Password/), 'secret1');
    await userEvent.type(box(/Confirm Password/), 'secret1');
    await userEvent.type(box(/Enter OTP/), '123456');
    await next();
    // Back where the student was, with what was typed there.
    await expectStep('Education');
    expect(screen.queryByText(/answers are back/)).toBeNull();
    expect((screen.getAllByLabelText(/^Institution/)[0] as HTMLInputElement).value).toBe('Marimallappa PU College');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep('Personal');
    expect(box(/Current City/).value).toBe('Mysuru');
    expect(box(/Area Pincode/).value).toBe('570001');
  });

  it('asks for a new code, with the email filled, once the kept one has expired', async () => {
    stubApi({ 'POST /api/send-otp': sendOtp });
    const elevenMinutesAgo = Date.now() - 11 * 60_000;
    saveRegisterDraft({
      step: 2,
      values: { ...INITIAL_REGISTER_VALUES, name: 'Asha Rao', email: 'asha@example.com' },
      otpSent: { email: 'asha@example.com', at: elevenMinutesAgo },
    });
    renderRegister();
    expect(await screen.findByText('Your answers are back. For your safety, type your password again.')).toBeTruthy();
    expect(box(/Email Address/).value).toBe('asha@example.com');
    expect(screen.queryByLabelText(/Enter OTP/)).toBeNull();
    expect(screen.getByRole('button', { name: /Send OTP/ })).toBeTruthy();
  });

  it('Start over forgets the kept answers and empties the form', async () => {
    stubApi();
    const view = renderRegister();
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await userEvent.type(box(/Phone Number/), '9876543210');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Asha Rao'));

    await reload(view);
    expect(box(/Full Name/).value).toBe('Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(box(/Full Name/).value).toBe('');
    expect(box(/Phone Number/).value).toBe('');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('register-step-title'));
  });

  it('keeps nothing for a visit that typed nothing, and reads a broken draft as none', async () => {
    stubApi();
    sessionStorage.setItem(DRAFT_KEY, '{"version":1,"step":9}');
    renderRegister();
    await screen.findByLabelText(/Full Name/);
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    expect(box(/Full Name/).value).toBe('');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });
});
