import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.js';
import { getSplashLabel, nextSplashProgress } from './splash-progress.js';

describe('splash progress', () => {
  it.each([
    [0, 'Initializing'],
    [29, 'Initializing'],
    [30, 'Loading Resources'],
    [59, 'Loading Resources'],
    [60, 'Finalizing'],
    [89, 'Finalizing'],
    [90, 'Almost Ready'],
    [100, 'Almost Ready'],
  ])('labels %i%% as %s', (progress, label) => {
    expect(i18n._(getSplashLabel(progress))).toBe(label);
  });

  it('rises 3 points a step and stops at 100', () => {
    expect(nextSplashProgress(0)).toBe(3);
    expect(nextSplashProgress(96)).toBe(99);
    expect(nextSplashProgress(99)).toBe(100);
    expect(nextSplashProgress(100)).toBe(100);
  });
});
