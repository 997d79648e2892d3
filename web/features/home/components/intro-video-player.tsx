import { Trans } from '@lingui/react/macro';

/** An embed page (YouTube, Vimeo) plays in a frame; anything else is taken as a video file. */
function isEmbedUrl(url: string): boolean {
  try {
    const { hostname, pathname } = new URL(url);
    return (
      /(^|\.)(youtube\.com|youtube-nocookie\.com|vimeo\.com)$/.test(hostname) && /\/(embed|video)\//.test(pathname)
    );
  } catch {
    return false;
  }
}

/** The configured intro video (config/external-links.ts). Never autoplays: the visitor presses play. */
export function IntroVideoPlayer({ url, title }: { url: string; title: string }) {
  if (isEmbedUrl(url)) {
    return (
      <iframe
        src={url}
        title={title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-xl bg-slate-900"
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the organisation's video; add a <track> when it supplies captions
    <video src={url} controls preload="metadata" className="aspect-video w-full rounded-xl bg-slate-900">
      <a href={url}>
        <Trans>Download the introduction video</Trans>
      </a>
    </video>
  );
}
