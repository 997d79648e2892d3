// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { expectStep, next, passBasicInfo, passPersonal } from '../test/register-steps.js';
import { RegisterPage } from './register-page.js';

// Issue 20 (the phone path): a refused Next marks each wrong field beside the step's message (its words are
// docs/spec/student-side.md §5's), scrolls the first into view and focuses it; Send OTP hands the focus to the code.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom draws nothing, so it has no scrollIntoView: record what the page asks to see.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  cleanupAuthTest();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const renderRegister = () =>
  renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard', '/login'] });
const sendOtp = () => jsonResponse({ message: 'OTP sent to your email!' });
const box = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** The box is marked invalid and described by a message of its own with exactly `message`. */
function expectMarked(element: HTMLElement, message: string) {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
}

const expectFocused = (element: HTMLElement) =>
  waitFor(() => {
    expect(document.activeElement).toBe(element);
    expect(scrolled.at(-1)).toBe(element);
  });

describe('RegisterPage: the fields a Next finds wrong', () => {
  it('marks each wrong field of step 1 with its own message and focuses the first, in the order shown', async () => {
    stubApi({ 'POST /api/send-otp': sendOtp });
    renderRegister();
    await screen.findByLabelText(/Full Name/);

    await next();
    expect(await findAlert('Please fill in all required fields')).toBeTruthy();
    const missing = [box(/Full Name/), box(/Email Address/), box(/Phone Number/), box(/^Password/)];
    for (const field of missing) expectMarked(field, 'Please fill in all required fields');
    // Each has its own description, not the one shared alert.
    const descriptions = missing.map((field) => field.getAttribute('aria-describedby'));
    expect(new Set(descriptions).size).toBe(missing.length);
    expect(box(/Confirm Password/).getAttribute('aria-invalid')).toBeNull();
    await expectFocused(box(/Full Name/));

    // Fixed fields lose their mark at once; the next Next focuses the first still wrong (phone, shown before the password).
    await userEvent.type(box(/Full Name/), 'Asha Rao');
    await userEvent.type(box(/Email Address/), 'asha@example.com');
    expect(box(/Full Name/).getAttribute('aria-invalid')).toBeNull();
    await next();
    await expectFocused(box(/Phone Number/));
    expectMarked(box(/^Password/), 'Please fill in all required fields');

    await userEvent.type(box(/Phone Number/), '9876543210');
    await userEvent.type(box(/^Password/), 'secret1');
    await userEvent.type(box(/Confirm Password/), 'secret2');
    await next();
    expectMarked(box(/Confirm Password/), 'Passwords do not match');
    await expectFocused(box(/Confirm Password/));

    await userEvent.clear(box(/Confirm Password/));
    await userEvent.type(box(/Confirm Password/), 'secret1');
    await next();
    expectMarked(box(/Email Address/), 'Please send and verify OTP first');
    await expectFocused(box(/Email Address/));
  });

  it('marks the city, both institutions (one message for the two) and the skills on the later steps', async () => {
    stubApi({ 'POST /api/send-otp': sendOtp });
    renderRegister();
    await screen.findByLabelText(/Full Name/);
    await passBasicInfo();

    await next();
    expectMarked(box(/Current City/), 'Please enter your current city');
    await expectFocused(box(/Current City/));
    await passPersonal();

    await next();
    const [twelfth, ug] = screen.getAllByLabelText(/^Institution/);
    expectMarked(twelfth, 'Please enter institution for all education details');
    expectMarked(ug, 'Please enter institution for all education details');
    await expectFocused(twelfth);
    await userEvent.type(twelfth, 'PU College');
    await next();
    await expectFocused(ug);
    expect(twelfth.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(ug, 'University of Mysore');
    await next();
    await expectStep('Skills & Documents');

    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /receive emails/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const skills = screen.getByRole('combobox', { name: 'Skills' });
    expectMarked(skills, 'Please add at least one skill');
    await expectFocused(skills);
  });
});

describe('RegisterPage: Send OTP and the focus', () => {
  it('focuses the email box when Send OTP finds no email, and the code box once the code is sent', async () => {
    const calls = stubApi({ 'POST /api/send-otp': sendOtp });
    renderRegister();
    await screen.findByLabelText(/Full Name/);

    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    expect(await findAlert('Please enter your email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box(/Email Address/)));

    await userEvent.type(box(/Email Address/), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
    const code = await screen.findByLabelText(/Enter OTP/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(calls.filter((call) => call.path === '/api/send-otp')).toHaveLength(1);
    // The student types the code where the focus is.
    await userEvent.keyboard('123456');
    expect((code as HTMLInputElement).value).toBe('123456');
  });
});
