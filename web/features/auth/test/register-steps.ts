import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { screen, waitFor } from '#web/test/testing-library.js';

/** Helpers that walk the registration wizard like a student (labels and buttons only). */
export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

export async function expectStep(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

export async function fillBasicInfo({ confirmPassword = 'secret1' } = {}) {
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
  await userEvent.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
  await userEvent.type(screen.getByLabelText(/Phone Number/), '9876543210');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await userEvent.type(screen.getByLabelText(/Confirm Password/, { selector: 'input' }), confirmPassword);
}

/** Step 1 filled, with the code sent (the test must answer POST /api/send-otp) and typed; Next not pressed. */
export async function fillBasicInfoWithCode() {
  await fillBasicInfo();
  await userEvent.click(screen.getByRole('button', { name: /Send OTP/ }));
  await userEvent.type(await screen.findByLabelText(/Enter OTP/), '123456');
}

/** Step 1 complete, with the code sent (the test must answer POST /api/send-otp) and typed. */
export async function passBasicInfo() {
  await fillBasicInfoWithCode();
  await next();
  await expectStep('Personal');
}

export async function passPersonal() {
  await userEvent.type(screen.getByLabelText(/Current City/), 'Mysuru');
  await userEvent.type(screen.getByLabelText(/Area Pincode/), '570001');
  await next();
  await expectStep('Education');
}

export async function passEducation() {
  const [twelfth, ug] = screen.getAllByLabelText(/^Institution/);
  await userEvent.type(twelfth, 'Marimallappa PU College');
  await userEvent.type(ug, 'University of Mysore');
  await next();
  await expectStep('Skills & Documents');
}
