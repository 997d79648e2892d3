// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { act, cleanup, fireEvent, screen } from '#web/test/testing-library.js';
import { stubHomeApi } from '../test/home-test-kit.js';
import { IntroVideoDialog } from './intro-video-dialog.js';
import { INTRO_VIDEO_SEEN_KEY } from './use-intro-video.js';

beforeEach(() => {
  vi.useFakeTimers();
  stubHomeApi();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Past the 5 s, then until the pop-up's own chunk has loaded. */
async function advanceAndLoad(ms: number) {
  advance(ms);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('IntroVideoDialog', () => {
  it('opens 5 s after arrival and closes with Escape', async () => {
    renderWithProviders(<IntroVideoDialog />);
    await advanceAndLoad(4999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advanceAndLoad(1);
    const dialog = screen.getByRole('dialog', { name: /Welcome to/ });
    // No video configured: the built-in three-step tour, never an empty player.
    expect(dialog.querySelector('video, iframe')).toBeNull();
    expect(screen.getByText('Build Profile')).toBeTruthy();
    expect(sessionStorage.getItem(INTRO_VIDEO_SEEN_KEY)).toBe('1');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button and with the X', async () => {
    renderWithProviders(<IntroVideoDialog />);
    await advanceAndLoad(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    sessionStorage.clear();
    cleanup();
    renderWithProviders(<IntroVideoDialog />);
    await advanceAndLoad(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Close introduction' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown at most once per browser session', () => {
    sessionStorage.setItem(INTRO_VIDEO_SEEN_KEY, '1');
    renderWithProviders(<IntroVideoDialog />);
    advance(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open if the visitor leaves the page before 5 s', () => {
    const { unmount } = renderWithProviders(<IntroVideoDialog />);
    advance(3000);
    unmount();
    advance(5000);
    expect(sessionStorage.getItem(INTRO_VIDEO_SEEN_KEY)).toBeNull();
  });
});
