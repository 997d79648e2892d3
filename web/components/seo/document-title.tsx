import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

/** Sets the tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  const { platformName } = usePublicSettingsOrDefault();
  return <title>{title ? `${title} | ${platformName}` : platformName}</title>;
}
