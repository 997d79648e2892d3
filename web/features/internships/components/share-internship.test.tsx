// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor } from '#web/test/testing-library.js';
import { ShareInternship } from './share-internship.js';

const job = buildJob({ _id: 'job-7', title: 'Data & AI Intern', company: 'Nimbus Softlabs' });
const url = `${window.location.origin}/internships/job-7`;

/** Gives the test's browser a navigator.share and a clipboard (jsdom has neither), or takes them away. */
function browserWith({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function renderShare() {
  renderWithProviders(<ShareInternship job={job} />, { path: '/internships/job-7' });
  return screen.getByRole('button', { name: 'Share' });
}

afterEach(() => {
  cleanup();
  browserWith({});
});

describe('ShareInternship (issue 21: sharing)', () => {
  it("opens the phone's share sheet with the title, a line and the listing's address", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const writeText = vi.fn(async (_text: string) => {});
    browserWith({ share, writeText });
    await userEvent.click(renderShare());
    expect(share).toHaveBeenCalledWith({ title: 'Data & AI Intern', text: 'Data & AI Intern at Nimbus Softlabs', url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the student closes the share sheet', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    browserWith({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')), writeText });
    await userEvent.click(renderShare());
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    browserWith({ writeText });
    await userEvent.click(renderShare());
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.queryByLabelText('Copy this link to share it')).toBeNull();
  });

  it('shows the link, selected, to copy by hand when the clipboard is refused', async () => {
    browserWith({ writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    await userEvent.click(renderShare());
    const field = await screen.findByLabelText<HTMLInputElement>('Copy this link to share it');
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('shows the link to copy by hand where the page has no clipboard at all (plain http)', async () => {
    browserWith({});
    await userEvent.click(renderShare());
    expect((await screen.findByLabelText<HTMLInputElement>('Copy this link to share it')).value).toBe(url);
  });

  it('links to WhatsApp with the title, company and address, in a new tab that cannot reach back', () => {
    browserWith({});
    renderShare();
    const link = screen.getByRole('link', { name: /Share on WhatsApp/ });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Data & AI Intern at Nimbus Softlabs: ${url}`)}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
    // 44 px to touch, both of them.
    for (const action of [link, screen.getByRole('button', { name: 'Share' })])
      expect(action.className).toContain('min-h-11');
  });
});
