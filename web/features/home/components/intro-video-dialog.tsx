import { lazy, Suspense } from 'react';
import { useIntroVideo } from './use-intro-video.js';

// The pop-up's code is fetched when it opens: a small chunk, since it uses the browser's own <dialog>.
const IntroVideoModal = lazy(async () => ({ default: (await import('./intro-video-modal.js')).IntroVideoModal }));

/** docs/spec/student-side.md §2: the intro video pop-up, 5 s after arrival, once per session; Escape, the X or 'Close' shut it. */
export function IntroVideoDialog() {
  const { isOpen, close } = useIntroVideo();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <IntroVideoModal close={close} />
    </Suspense>
  );
}
