import { useLingui } from '@lingui/react/macro';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { SOCIAL_ICONS } from './social-icons.js';

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'facebook', label: 'Facebook' },
] as const;

/** The organisation's social pages (config/external-links.ts); a network with no address is left out. */
export function SocialLinks() {
  const { t } = useLingui();
  const networks = NETWORKS.filter(({ key }) => EXTERNAL_LINKS.social[key]);
  if (networks.length === 0) return null;
  return (
    <ul aria-label={t`Follow us`} className="mt-6 flex flex-wrap gap-2">
      {networks.map(({ key, label }) => (
        <li key={key}>
          <a
            href={EXTERNAL_LINKS.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${label} (opens in a new tab)`}
            className="flex size-10 items-center justify-center rounded-lg bg-slate-800 text-slate-300 transition-colors hover:bg-indigo-600 hover:text-white"
          >
            {SOCIAL_ICONS[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
