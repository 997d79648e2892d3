// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import {
  expectStep,
  fillBasicInfo,
  fillBasicInfoWithCode,
  next,
  passBasicInfo,
  passEducation,
  passPersonal,
} from '../test/register-steps.js';
import { RegisterPage } from './register-page.js';

afterEach(cleanupAuthTest);

const renderRegister = () =>
  renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard', '/login'] });

describe('RegisterPage steps 1-3', () => {
  it('starts on Basic Info with the progress bar and Previous disabled', async () => {
    stubApi();
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 4: Basic Info');
    for (const title of ['Basic Info', 'Personal', 'Education', 'Skills & Documents']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText(/Enter OTP/)).toBeNull();
  });

  it('step 1 shows each message of docs/spec/student-side.md §5 in turn', async () => {
    let sendOtpAnswer = () =>
      errorResponse(429, {
        message: 'Please wait a minute before asking for a new code.',
        code: 'OTP_RESEND_TOO_SOON',
      });
    const calls = stubApi({ 'POST /api/send-otp': () => sendOtpAnswer() });
    renderRegister();
    await screen.findByLabelText(/Full Name/);

    await next();
    expect(await findAlert('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByLabelText(/Full Name/).getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    expect(await findAlert('Please enter your email address')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/send-otp')).toBe(false);

    await fillBasicInfo({ confirmPassword: 'secret2' });
    await next();
    expect(await findAlert('Passwords do not match')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/Confirm Password/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/Confirm Password/, { selector: 'input' }), 'secret1');
    await next();
    expect(await findAlert('Please send and verify OTP first')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    expect(await screen.findByText('Please wait a minute before asking for a new code.')).toBeTruthy();
    sendOtpAnswer = () => new Response(null, { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
    expect(screen.queryByLabelText(/Enter OTP/)).toBeNull();

    sendOtpAnswer = () => jsonResponse({ message: 'OTP sent to your email!' });
    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    expect(await screen.findByText('OTP sent to your email!')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/send-otp').at(-1)?.body).toEqual({ email: 'asha@example.com' });
    const otp = await screen.findByLabelText(/Enter OTP/);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ }).hasAttribute('disabled')).toBe(true);

    await next();
    expect(await findAlert('Please enter the OTP')).toBeTruthy();
    await userEvent.type(otp, '12a3');
    expect((otp as HTMLInputElement).value).toBe('123');
    await next();
    expect(await findAlert('OTP must be 6 digits')).toBeTruthy();
    await userEvent.type(otp, '456');
    await next();
    await expectStep('Personal');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("gives the new step's heading the focus in the render that shows it, before the next frame", async () => {
    stubApi({ 'POST /api/send-otp': () => jsonResponse({ message: 'OTP sent to your email!' }) });
    renderRegister();
    await screen.findByLabelText(/Full Name/);
    await fillBasicInfoWithCode();
    // Clicked as a browser clicks, outside the testing library's act(), which would run the effects left for
    // after the next frame before returning. A box the student taps in that frame must keep the focus.
    screen.getByRole('button', { name: 'Next' }).click();
    let heading: HTMLElement | null = null;
    for (let tick = 0; tick < 20 && !heading; tick++) {
      await Promise.resolve();
      heading = screen.queryByRole('heading', { level: 2, name: /Personal$/ });
    }
    expect(heading).not.toBeNull();
    expect(document.activeElement).toBe(heading);
  });

  it('asks for a new code when the email changes after sending', async () => {
    stubApi({ 'POST /api/send-otp': () => jsonResponse({ message: 'OTP sent to your email!' }) });
    renderRegister();
    await screen.findByLabelText(/Full Name/);
    await fillBasicInfoWithCode();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'x');
    expect(screen.queryByLabelText(/Enter OTP/)).toBeNull();
    await next();
    expect(await findAlert('Please send and verify OTP first')).toBeTruthy();
  });

  it('steps 2 and 3 show their messages, keep defaults, and Previous keeps what was typed', async () => {
    stubApi({ 'POST /api/send-otp': () => jsonResponse({ message: 'OTP sent to your email!' }) });
    renderRegister();
    await screen.findByLabelText(/Full Name/);
    await passBasicInfo();

    expect(screen.getByRole('radio', { name: 'Study Abroad' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Study in India' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Open to Both' })).toBeTruthy();
    await next();
    expect(await findAlert('Please enter your current city')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Current City/), 'Mysuru');
    // Fixed problems disappear at once; the next one waits for the next Next.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Current City/).getAttribute('aria-invalid')).toBeNull();
    await next();
    expect(await findAlert('Please enter your area pincode')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Area Pincode/), '5700');
    await next();
    expect(await findAlert('Please enter a valid 6-digit pincode')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep('Basic Info');
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(/Enter OTP/) as HTMLInputElement).value).toBe('123456');
    await next();
    await expectStep('Personal');
    await userEvent.clear(screen.getByLabelText(/Area Pincode/));
    await userEvent.clear(screen.getByLabelText(/Current City/));
    await passPersonal();

    expect(screen.getByRole('radio', { name: 'First Year' }).getAttribute('aria-checked')).toBe('true');
    await next();
    expect(await findAlert('Please enter institution for all education details')).toBeTruthy();
    const [twelfth, ug] = screen.getAllByLabelText(/^Institution/);
    expect(twelfth.getAttribute('aria-invalid')).toBe('true');
    expect(ug.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(twelfth, 'PU College');
    await next();
    expect(await findAlert('Please enter institution for all education details')).toBeTruthy();
    await waitFor(() => expect(twelfth.getAttribute('aria-invalid')).toBeNull());
    await userEvent.clear(twelfth);
    await passEducation();
  });
});
