import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';

/**
 * An application's history as people read it: the applying itself (its row's time, so applications
 * made before the history was kept have it too), then the stored steps.
 */
export function timelineOf(appliedAt: string, events: TApplicationEvent[] = []): TApplicationEvent[] {
  return [{ kind: 'applied', by: 'student', at: appliedAt }, ...events];
}
