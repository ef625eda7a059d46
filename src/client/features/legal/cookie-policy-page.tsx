import { COOKIE_POLICY } from '#domain/consent/consent-validity.ts';
import { openCookieSettings } from '#client/lib/consent-store.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { LegalLink, LegalList, LegalPage, LegalSection, LegalSubheading, LegalTable } from './legal-page.tsx';
import type { LegalSectionRef } from './legal-page.tsx';

const SECTIONS: LegalSectionRef[] = [
  { id: 'what-are-cookies', title: 'What cookies and local storage are' },
  { id: 'categories', title: 'The cookies we use' },
  { id: 'third-parties', title: 'Third-party sharing' },
  { id: 'retention', title: 'How long they last' },
  { id: 'change-choice', title: 'How to change your choice' },
  { id: 'browser-controls', title: 'Blocking cookies in your browser' },
  { id: 'more-information', title: 'More information' },
];

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900';

export function CookiePolicyPage() {
  usePageTitle('Cookie Policy');

  return (
    <LegalPage
      title="Cookie Policy"
      version={COOKIE_POLICY.version}
      updated={COOKIE_POLICY.updated}
      reviewed="November 2026"
      sections={SECTIONS}
    >
      <p className="mt-8">
        This policy explains how Irish Citizenship Assist uses cookies and similar technologies, and how you can control
        them.
      </p>

      <LegalSection id="what-are-cookies" title="What cookies and local storage are">
        <p>
          <strong className="text-slate-900">Cookies</strong> are small text files a website stores in your browser.
          They let the site recognise your browser on later visits, for example to keep you signed in.
        </p>
        <p>
          <strong className="text-slate-900">Local storage</strong> is a similar feature that lets a website keep small
          pieces of information in your browser. Unlike cookies, it is not sent to our servers with every request. We
          use it to remember your cookie choices.
        </p>
      </LegalSection>

      <LegalSection id="categories" title="The cookies we use">
        <LegalSubheading>Necessary – always on</LegalSubheading>
        <p>These are needed for the service to work, so they cannot be switched off.</p>
        <LegalList>
          <li>
            <strong className="text-slate-900">Session cookie</strong> that keeps you signed in. It is marked httpOnly,
            so scripts running in the page cannot read it.
          </li>
          <li>
            <strong className="text-slate-900">Local storage keys</strong>{' '}
            <code className={code}>cookie-consent-given</code> and <code className={code}>cookie-preferences</code>,
            which remember whether you have made a choice, what you chose, when, and under which version of this policy.
          </li>
          <li>
            <strong className="text-slate-900">Payment provider cookies</strong> set by Stripe for fraud prevention when
            you pay.
          </li>
        </LegalList>

        <LegalSubheading>Analytics – off unless you agree</LegalSubheading>
        <p>
          Analytics cookies help us understand how people use the service, such as which pages are visited and where
          people get stuck, so we can improve it. We only set them if you switch them on.
        </p>

        <LegalSubheading>Marketing – off unless you agree</LegalSubheading>
        <p>
          Marketing cookies help us measure whether our advertising works and show you relevant messages on other sites.
          We only set them if you switch them on.
        </p>
      </LegalSection>

      <LegalSection id="third-parties" title="Third-party sharing">
        <p>
          Some cookies are set by other companies. Stripe sets cookies when you pay, to prevent fraud. If you allow
          analytics or marketing cookies, the providers of those services may receive information such as the pages you
          visit and your device type. We do not sell your data, and we never share your family tree or application
          details through cookies.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long they last">
        <LegalTable
          caption="Cookie retention periods"
          headers={['Type', 'How long it lasts']}
          rows={[
            ['Preference cookies (your cookie choices)', '12 months'],
            ['Analytics cookies', 'Up to 26 months'],
            ['Marketing cookies', '30–90 days'],
            ['Session cookie', 'Until you sign out or it expires'],
          ]}
        />
        <p>
          After your preferences expire we will ask you again. We also ask again when we publish a new version of this
          policy.
        </p>
      </LegalSection>

      <LegalSection id="change-choice" title="How to change your choice">
        <p>You can change your mind at any time, as easily as you gave it:</p>
        <LegalList>
          <li>
            Open{' '}
            <button type="button" onClick={openCookieSettings} className="font-medium text-brand-800 underline">
              Cookie settings
            </button>{' '}
            (also at the foot of every page) to accept, reject or customise cookie categories. Necessary Only withdraws
            every optional consent in one click.
          </li>
          <li>
            If you are signed in, go to <strong className="text-slate-900">Settings → Privacy &amp; Data</strong>.
          </li>
          <li>
            Clear your browser storage for this site. This removes your saved choice, and the banner will appear again
            on your next visit.
          </li>
        </LegalList>
        <p>Withdrawing consent does not affect anything that happened before you changed your choice.</p>
      </LegalSection>

      <LegalSection id="browser-controls" title="Blocking cookies in your browser">
        <p>
          Most browsers let you see, delete and block cookies, either for all sites or for particular ones. Look for the
          privacy or site settings in Chrome, Safari, Firefox or Edge. If you block necessary cookies, you will not be
          able to sign in or pay.
        </p>
      </LegalSection>

      <LegalSection id="more-information" title="More information">
        <p>
          To learn how we handle your personal data more generally, including your rights and how to contact us, read
          our <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
