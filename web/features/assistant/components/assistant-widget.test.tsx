// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.js';
import { focusRightAfterClicking } from '#web/test/click-as-a-browser.js';
import { act, cleanup, render, screen, waitFor, within } from '#web/test/testing-library.js';
import { ASSISTANT_GREETING } from '../utils/assistant-replies.js';
import { AssistantWidget } from './assistant-widget.js';

const fetchSpy = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  // getReplyDelayMs: 1000 + 0.5 × 1000 = 1500 ms; generic replies pick the middle one.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Opens the panel (a lazy chunk, so with real timers), then hands the clock to the test. */
async function openChat() {
  render(<AssistantWidget />);
  await userEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Career Assistant' });
  const input = within(panel).getByRole('textbox', { name: 'Type your message' });
  // The first open waits for the panel's code; the focus comes with the panel.
  await waitFor(() => expect(document.activeElement).toBe(input));
  vi.useFakeTimers();
  // Testing Library drains its async work with setTimeout(0) and only advances the clock for `jest`:
  // this lets it advance Vitest's fake clock too.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { panel, user, input };
}

function log() {
  return screen.getByRole('log', { name: 'Conversation' });
}

describe('AssistantWidget', () => {
  it('greets, focuses the input, and answers a resume question after the simulated delay', async () => {
    const { user, input } = await openChat();
    expect(within(log()).getByText(i18n._(ASSISTANT_GREETING))).toBeTruthy();
    expect(within(log()).getByText(/^Hi there! I'm your career assistant\./)).toBeTruthy();
    expect(document.activeElement).toBe(input);

    await user.type(input, 'How do I upload my resume?{Enter}');
    expect(within(log()).getByText('How do I upload my resume?')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Assistant is typing…');

    act(() => {
      vi.advanceTimersByTime(1400);
    });
    expect(within(log()).queryByText(/PDF files only/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(log()).getByText(/PDF files only, with a maximum size of 10 MB/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ignores an empty or blank message', async () => {
    const { user, input } = await openChat();
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(log().querySelectorAll('p')).toHaveLength(1); // the greeting only
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('answers unknown questions with a generic reply', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'qwerty{Enter}');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(within(log()).getByText(/Good question!/)).toBeTruthy();
  });

  it('moves the focus to the launcher and back to the input in the render that minimises or opens it', async () => {
    render(<AssistantWidget />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'Career Assistant' });
    const input = within(panel).getByRole('textbox', { name: 'Type your message' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Keys typed at once after a tap go where the tap sent them, not to what had the focus before.
    const launcher = await focusRightAfterClicking(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(launcher).toBe(screen.getByRole('button', { name: /^Open chat assistant/ }));
    expect(await focusRightAfterClicking(launcher as HTMLElement)).toBe(input);
  });

  it('keeps the conversation when minimised, and starts over when closed', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'thanks{Enter}');
    act(() => {
      vi.advanceTimersByTime(1500);
    });

    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Open chat assistant (conversation in progress)' });
    await waitFor(() => expect(document.activeElement).toBe(launcher));

    await user.click(launcher);
    expect(within(log()).getByText(/You're welcome!/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat assistant' })),
    );
    await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(within(log()).queryByText(/You're welcome!/)).toBeNull();
    expect(within(log()).getByText(i18n._(ASSISTANT_GREETING))).toBeTruthy();
  });

  it('minimises on Escape', async () => {
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /conversation in progress/ })).toBeTruthy();
  });

  it('sends a suggested question with one click', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'What stipends are offered?' }));
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(within(log()).getByText(/₹5,000 to ₹50,000\+/)).toBeTruthy();
  });
});
