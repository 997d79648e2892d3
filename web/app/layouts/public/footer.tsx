import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LanguageSwitcher } from '#web/components/language-switcher.js';
import { paths } from '#web/config/paths.js';
import { useChooseLanguage } from '#web/hooks/use-choose-language.js';
import { toIndiaIsoDate } from '#web/lib/india-dates.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { useSession } from '#web/lib/session.js';
import { FooterContact } from './footer-contact.js';
import { SocialLinks } from './social-links.js';

type FooterLink = { label: MessageDescriptor; to: string };

const LEGAL_LINKS: FooterLink[] = [
  { label: msg`Terms of Use`, to: paths.terms.getHref() },
  { label: msg`Privacy Policy`, to: paths.privacy.getHref() },
];

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-slate-300 hover:text-white">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/spec/student-side.md §2 (Home and About): a footer with quick links, contact details and social links. */
export function Footer() {
  const { platformName, supportEmail } = usePublicSettingsOrDefault();
  const { userType } = useSession();
  const { t } = useLingui();
  const chooseLanguage = useChooseLanguage();
  const quickLinks: FooterLink[] = [
    { label: msg`Home`, to: paths.home.getHref() },
    { label: msg`Find Internships`, to: paths.internships.getHref() },
    { label: msg`Global Jobs`, to: paths.globalJobs.getHref() },
    { label: msg`About Us`, to: paths.about.getHref() },
    userType === 'user'
      ? { label: msg`Dashboard`, to: paths.dashboard.getHref() }
      : { label: msg`Student Login`, to: paths.login.getHref() },
  ];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{platformName}</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed">
            <Trans>
              An initiative to help students in India discover internships and global opportunities, and apply for free.
            </Trans>
          </p>
          <SocialLinks />
          <LanguageSwitcher onChoose={chooseLanguage} tone="dark" className="mt-6 w-fit" />
        </div>
        <FooterLinks title={t`Quick links`} links={quickLinks} />
        <FooterLinks title={t`Legal`} links={LEGAL_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <FooterContact supportEmail={supportEmail} />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          <Trans>
            © {toIndiaIsoDate().slice(0, 4)} {platformName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
