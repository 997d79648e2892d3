import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWPORTS, adminPage, adminSuite, pageErrors, shoot } from './admin-kit.js';
import { waitForMail } from './mail.js';

// Several administrators (docs/decisions/0037), through the screens and a real SMTP server: the first
// invites a second from the settings on a phone, the mail's single-use link sets the second's password
// and signs them in, the link then refuses a second use, and removing the second ends their session.
describe('inviting and removing an administrator', () => {
  const suite = adminSuite({ mail: true });

  it('invites by mail, accepts once, and removal ends the session', async () => {
    const phone = ADMIN_VIEWPORTS[0];
    const first = await adminPage(suite.browser, suite.session, phone);
    await first.goto(`${suite.product.url}/admin/settings?tab=administrators`);
    await first.getByLabel('Username').fill('ravi');
    await first.getByLabel('Email').fill('ravi.admin@example.com');
    const before = suite.sink.received.length;
    await first.getByRole('button', { name: 'Send Invitation' }).click();
    await first.getByText('Invitation sent to ravi.admin@example.com.').waitFor();
    await shoot(first, 'invitations-1-sent-phone');

    const mail = await waitForMail(suite.sink, 'ravi.admin@example.com', 'You are invited to administer', before);
    const link = mail.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)?.[0] ?? '';
    expect(link).not.toBe('');

    // The invited administrator opens the link on a phone and chooses a password.
    const context = await suite.browser.newContext({ viewport: phone });
    await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
    const second = await context.newPage();
    const answer = await second.goto(link);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await second.getByLabel('Password', { exact: true }).fill('a-long-admin-password-42');
    await second.getByLabel('Confirm password').fill('a-long-admin-password-42');
    await shoot(second, 'invitations-2-password-phone');
    await second.getByRole('button', { name: 'Create my account' }).click();
    await second.getByRole('heading', { name: 'Welcome, ravi!' }).waitFor();
    await second.getByRole('link', { name: 'Go to the dashboard' }).click();
    await second.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const secondToken = await second.evaluate(() => localStorage.getItem('token'));

    // The link works once.
    const again = await suite.api(`/admin/invitations/${link.split('/').pop()}`, {
      body: { password: 'another-long-password-43' },
    });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { code: string }).code).toBe('INVITATION_USED');

    // The first administrator removes the second; the second's next request is refused at once.
    await first.reload();
    await first.getByRole('button', { name: 'Remove ravi' }).click();
    await first.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await first.getByRole('button', { name: 'Remove ravi' }).waitFor({ state: 'detached' });
    const me = await suite.api('/admin/me', { token: secondToken ?? '' });
    expect(me.status).toBe(401);
    // The last administrator cannot be removed.
    const removeSelf = first.getByRole('button', { name: 'Remove yourself' });
    await expect.poll(() => removeSelf.isDisabled(), { timeout: 5_000 }).toBe(true);
    await first.getByText('The last administrator cannot be removed.', { exact: false }).waitFor();
    await shoot(first, 'invitations-3-removed-phone');
    expect(pageErrors(first)).toEqual([]);
    await context.close();
  });
});
