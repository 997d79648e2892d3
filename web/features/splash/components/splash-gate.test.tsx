// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { act, cleanup, render, screen } from '#web/test/testing-library.js';
import { SPLASH_SEEN_KEY } from '../utils/splash-progress.js';
import { SplashGate } from './splash-gate.js';

const settings = { platformName: 'Test Portal', supportEmail: '', registrationEnabled: true, maintenanceMode: false };

function renderGate({ isSkipped = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SplashGate isSkipped={isSkipped}>
        <h1>The app</h1>
      </SplashGate>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(settings)),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function progressbar() {
  return screen.getByRole('progressbar', { name: /Loading/ });
}

describe('SplashGate', () => {
  it('counts up 3 points every 30 ms with the stage labels, then shows the app 800 ms after 100%', () => {
    renderGate();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Initializing')).toBeTruthy();
    // The app is mounted underneath but hidden until the splash ends.
    expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(300);
    }); // 10 steps
    expect(progressbar().getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('Loading Resources')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(progressbar().getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('Finalizing')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(progressbar().getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByText('Almost Ready')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(120);
    }); // 34 steps: 102 capped at 100
    expect(progressbar().getAttribute('aria-valuenow')).toBe('100');
    expect(progressbar().getAttribute('aria-valuetext')).toBe('Almost Ready, 100%');

    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
  });

  it('is shown once per browser session', () => {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    renderGate();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
  });

  it('is left out for a visit that does not start on the student site, and not marked as seen', () => {
    renderGate({ isSkipped: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
  });

  it('still works when sessionStorage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    renderGate();
    expect(progressbar()).toBeTruthy();
    vi.restoreAllMocks();
  });
});
