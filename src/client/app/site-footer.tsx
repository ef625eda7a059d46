import { Link } from 'react-router';
import { CompanyIdentity } from '../components/company-identity.tsx';
import { LogoMark } from '../components/logo.tsx';
import { SITE_NAME } from '../lib/use-page-title.ts';

// The consent store arrives with the consent banner's chunk, after the first render; the landing
// page's own JavaScript does not carry it for a button few visitors press (decision 081).
const openCookieSettings = () => void import('../lib/consent-store.ts').then((store) => store.openCookieSettings());

const LINKS = [
  { label: 'Eligibility Check', to: '/eligibility' },
  { label: 'Services', to: '/#services' },
  { label: 'Blog', to: '/blog' },
  { label: 'Success Guarantee', to: '/guarantee' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <div className="flex items-center gap-2 font-semibold text-white">
            <LogoMark className="size-8" />
            {SITE_NAME}
          </div>
          <p className="mt-3 max-w-md text-sm text-slate-400">
            Independent help with Irish citizenship by descent and the Foreign Births Register. We are not part of the
            Irish Government or the Department of Foreign Affairs, whose official guidance is on ireland.ie.
          </p>
          <CompanyIdentity className="mt-4 text-sm text-slate-400" linkClassName="hover:text-white" />
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-1">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={openCookieSettings} className="hover:text-white hover:underline">
                Cookie settings
              </button>
            </li>
            <li>
              <a href="/blog/rss.xml" className="hover:text-white hover:underline">
                RSS feed
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </div>
    </footer>
  );
}
