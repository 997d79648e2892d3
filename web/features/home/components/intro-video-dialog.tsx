import { lazy, Suspense, useEffect } from 'react';
import { useIntroVideo } from './use-intro-video.js';

const loadModal = () => import('./intro-video-modal.js');
const IntroVideoModal = lazy(async () => ({ default: (await loadModal()).IntroVideoModal }));

/** spec 000 §2: the intro video pop-up, 5 s after arrival, once per session; Escape, the X or 'Close' shut it. */
export function IntroVideoDialog() {
  const { isOpen, close } = useIntroVideo();
  // Fetch the pop-up's code during the 5 s wait, after the page's first paint, so it opens on time.
  useEffect(() => {
    void loadModal();
  }, []);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <IntroVideoModal close={close} />
    </Suspense>
  );
}
