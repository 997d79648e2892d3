import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { ModalDialog } from '#web/components/ui/modal-dialog.js';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { paths } from '#web/config/paths.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { IntroTour } from './intro-tour.js';
import { IntroVideoPlayer } from './intro-video-player.js';

/** The pop-up itself, in its own chunk: the page's first paint does not need it. */
export function IntroVideoModal({ close }: { close: () => void }) {
  const { platformName } = usePublicSettingsOrDefault();
  const videoUrl = EXTERNAL_LINKS.introVideo;
  const { t } = useLingui();

  return (
    <ModalDialog
      title={t`Welcome to ${platformName}`}
      description={t`See how to find and apply for internships in three simple steps.`}
      onClose={close}
      className="max-w-2xl"
      headerEnd={
        <button
          type="button"
          onClick={close}
          aria-label={t`Close introduction`}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      }
    >
      <div className="mt-5">
        {videoUrl ? <IntroVideoPlayer url={videoUrl} title={t`Introduction to ${platformName}`} /> : <IntroTour />}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={close} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Close</Trans>
        </button>
        <Link to={paths.internships.getHref()} onClick={close} className={buttonClassName()}>
          <Trans>Explore Internships</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </ModalDialog>
  );
}
