import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { useSession } from '#web/lib/session.js';
import { FooterContact } from './footer-contact.js';
import { SocialLinks } from './social-links.js';

const LEGAL_LINKS = [
  { label: 'Terms of Use', to: paths.terms.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
];

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-slate-300 hover:text-white">
              {link.label}
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
  const quickLinks = [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Find Internships', to: paths.internships.getHref() },
    { label: 'Global Jobs', to: paths.globalJobs.getHref() },
    { label: 'About Us', to: paths.about.getHref() },
    userType === 'user'
      ? { label: 'Dashboard', to: paths.dashboard.getHref() }
      : { label: 'Student Login', to: paths.login.getHref() },
  ];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{platformName}</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed">
            An initiative to help students in India discover internships and global opportunities, and apply for free.
          </p>
          <SocialLinks />
        </div>
        <FooterLinks title="Quick links" links={quickLinks} />
        <FooterLinks title="Legal" links={LEGAL_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <FooterContact supportEmail={supportEmail} />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {platformName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
