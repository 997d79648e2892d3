import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.js';
import { EXTERNAL_LINKS } from '../../../config/external-links.js';
import { paths } from '../../../config/paths.js';
import { usePublicSettingsOrDefault } from '../../../lib/public-settings.js';
import { IntroTour } from './intro-tour.js';
import { IntroVideoPlayer } from './intro-video-player.js';

/** The pop-up itself (its own chunk: Radix's dialog is not needed for the page's first paint). */
export function IntroVideoModal({ close }: { close: () => void }) {
  const { platformName } = usePublicSettingsOrDefault();
  const videoUrl = EXTERNAL_LINKS.introVideo;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">
                Welcome to {platformName}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 sm:text-base">
                See how to find and apply for internships in three simple steps.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close introduction"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-5">
            {videoUrl ? <IntroVideoPlayer url={videoUrl} title={`Introduction to ${platformName}`} /> : <IntroTour />}
          </div>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClassName({ variant: 'secondary' })}>Close</Dialog.Close>
            <Link to={paths.internships.getHref()} onClick={close} className={buttonClassName()}>
              Explore Internships
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
