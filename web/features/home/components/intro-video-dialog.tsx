import { lazy, Suspense } from 'react';
import { useIntroVideo } from './use-intro-video.js';

const IntroVideoModal = lazy(async () => ({ default: (await import('./intro-video-modal.js')).IntroVideoModal }));

/** spec 000 §2: the intro video pop-up, 5 s after arrival, once per session; Escape, the X or 'Close' shut it. */
export function IntroVideoDialog() {
  const { isOpen, close } = useIntroVideo();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <IntroVideoModal close={close} />
    </Suspense>
  );
}
