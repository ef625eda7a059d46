import { CompanyIdentity } from '#client/components/company-identity.tsx';
import { useCompanyIdentity, useRetentionPeriods } from '#client/lib/public-config.ts';
import { retentionTable } from '#domain/retention/periods.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { ExternalLink, LegalLink, LegalList, LegalPage, LegalSection, LegalTable } from './legal-page.tsx';
import type { LegalSectionRef } from './legal-page.tsx';

const SECTIONS: LegalSectionRef[] = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'why-we-use-it', title: 'Why we use it and our lawful basis' },
  { id: 'relatives', title: 'Information about your relatives' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'transfers', title: 'International transfers' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'exercise-rights', title: 'How to use your rights' },
  { id: 'security', title: 'Security' },
  { id: 'children', title: 'Children' },
  { id: 'changes', title: 'Changes to this policy' },
];

export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  // Privacy requests go to the company's own contact, the one 'Who we are' shows (decision 031).
  const contactEmail = useCompanyIdentity()?.email;
  const retention = useRetentionPeriods();

  return (
    <LegalPage
      title="Privacy Policy"
      version="1.0"
      updated="September 2024"
      reviewed="November 2026"
      sections={SECTIONS}
    >
      <p className="mt-8">
        This policy explains what personal data Irish Citizenship Assist collects when you use our service to register
        an Irish-descent birth on the Foreign Births Register, why we need it, how long we keep it and the rights you
        have under the General Data Protection Regulation (GDPR).
      </p>

      <LegalSection id="who-we-are" title="Who we are">
        <p>
          Irish Citizenship Assist is run by the company below, which is the data controller for the personal data
          described in this policy. That means we decide how and why it is used and we are responsible for protecting
          it.
        </p>
        <CompanyIdentity linkClassName="font-medium text-brand-800" />
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <LegalList>
          <li>
            <strong className="text-slate-900">Account details:</strong> your email address, your name and the sign-in
            provider you use.
          </li>
          <li>
            <strong className="text-slate-900">Eligibility check answers:</strong> what you tell us about your Irish
            ancestry when you check whether you qualify.
          </li>
          <li>
            <strong className="text-slate-900">Family tree details</strong> about you and your relatives: names, dates
            and places of birth and death, citizenship facts and name changes.
          </li>
          <li>
            <strong className="text-slate-900">Delivery details:</strong> your postal address and phone number, so
            documents reach you.
          </li>
          <li>
            <strong className="text-slate-900">Order and payment records:</strong> what you bought, when and how much
            you paid. Card details are handled by our payment provider, Stripe, and are never stored by us.
          </li>
          <li>
            <strong className="text-slate-900">Cookie and consent choices,</strong> together with the time you made each
            choice.
          </li>
          <li>
            <strong className="text-slate-900">Technical logs:</strong> such as IP address, browser type, pages
            requested and errors, used to run and secure the service.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="why-we-use-it" title="Why we use it and our lawful basis">
        <LegalList>
          <li>
            <strong className="text-slate-900">Contract:</strong> to create your account, assess your eligibility, build
            your family tree, prepare your application and deliver what you ordered.
          </li>
          <li>
            <strong className="text-slate-900">Legitimate interests:</strong> to keep the service secure, prevent fraud,
            fix problems and improve how the service works, where this does not override your rights.
          </li>
          <li>
            <strong className="text-slate-900">Consent:</strong> for analytics and marketing cookies and for marketing
            emails. You can withdraw consent at any time.
          </li>
          <li>
            <strong className="text-slate-900">Legal obligation:</strong> to keep order and payment records for tax and
            bookkeeping.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="relatives" title="Information about your relatives">
        <p>
          Your application needs details about your parents, grandparents and sometimes other relatives. By adding them
          you confirm that you have the right to share this information with us, for example because the relative has
          agreed or has died. We use it only to prepare your application and never for marketing.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who we share it with">
        <p>We share only what each party needs to do its job:</p>
        <LegalList>
          <li>
            <strong className="text-slate-900">Stripe,</strong> our payment provider, to take payments and prevent
            fraud.
          </li>
          <li>
            <strong className="text-slate-900">Our email delivery provider,</strong> to send sign-in links, receipts and
            updates.
          </li>
          <li>
            <strong className="text-slate-900">Certificate offices</strong> (civil registration and records offices),
            when you order research, with only the details needed to find the right certificate.
          </li>
        </LegalList>
        <p>We do not sell your personal data, and we do not share it with anyone for their own marketing.</p>
      </LegalSection>

      <LegalSection id="transfers" title="International transfers">
        <p>
          Some of our providers may process data outside the European Economic Area. When that happens we use recognised
          safeguards, such as the European Commission&apos;s standard contractual clauses or an adequacy decision, so
          your data keeps the same level of protection.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <LegalTable
          caption="Retention periods"
          headers={['Data', 'How long we keep it']}
          rows={retentionTable(retention)}
        />
        <p>
          If you have not signed in for {retention.accountInactiveYears} years, we email you{' '}
          {retention.inactivityWarningDays} days before we delete your account; signing in before then keeps it. Your
          consent to marketing cookies lapses after {retention.marketingConsentYears} years, and we ask you again on
          your next visit.
        </p>
        <p>
          When you delete your account we delete your family tree, profile, consents, sessions and the emails we hold
          for you at once. We keep order and payment records, their status history and guarantee claims for{' '}
          {retention.recordsYears} years for tax, bookkeeping and refunds, with your name, email, address and phone
          number removed, and without the notes you wrote or any note or reason our staff wrote about you. A record of
          what our staff decided and when stays, without you in it.
        </p>
        <p id="deleting-with-orders">
          If you delete your account while something is in progress, Settings lists it before you confirm. A paid
          certificate order we have not yet posted is cancelled and refunded in full to your card, because we no longer
          have your address to post it to; an order already posted still arrives. A guarantee claim not yet decided is
          withdrawn and your refusal letter deleted; a claim already approved is still refunded to your card.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>Under the GDPR you have the right to:</p>
        <LegalList>
          <li>
            <strong className="text-slate-900">Access</strong> – get a copy of the personal data we hold about you.
          </li>
          <li>
            <strong className="text-slate-900">Rectification</strong> – have inaccurate or incomplete data corrected.
          </li>
          <li>
            <strong className="text-slate-900">Erasure</strong> – have your data deleted, subject to records we must
            keep by law.
          </li>
          <li>
            <strong className="text-slate-900">Restriction of processing</strong> – ask us to limit how we use your
            data.
          </li>
          <li>
            <strong className="text-slate-900">Data portability</strong> – receive your data in a machine-readable
            format.
          </li>
          <li>
            <strong className="text-slate-900">Objection</strong> – object to processing based on our legitimate
            interests.
          </li>
        </LegalList>
        <p>
          Where we rely on your consent, you can withdraw it at any time. This does not affect processing that happened
          before you withdrew it.
        </p>
        <p>
          You can also complain to the Data Protection Commission in Ireland at{' '}
          <ExternalLink href="https://www.dataprotection.ie">dataprotection.ie</ExternalLink>. We would appreciate the
          chance to deal with your concern first.
        </p>
      </LegalSection>

      <LegalSection id="exercise-rights" title="How to use your rights">
        <p>
          Go to <strong className="text-slate-900">Settings → Privacy &amp; Data</strong>, where you can use{' '}
          <strong className="text-slate-900">Export My Data</strong> and{' '}
          <strong className="text-slate-900">Delete My Account</strong> yourself. For anything else, email{' '}
          {contactEmail ? (
            <a href={`mailto:${contactEmail}`} className="font-medium text-brand-800 underline">
              {contactEmail}
            </a>
          ) : (
            'us at the address under Who we are'
          )}
          .
        </p>
        <p>
          We respond to privacy inquiries within 48 hours and to rights requests within 30 days. We may ask you to
          confirm your identity first.
        </p>
      </LegalSection>

      <LegalSection id="security" title="Security">
        <LegalList>
          <li>All data is encrypted in transit.</li>
          <li>Access to personal data is limited to the people who need it to provide the service.</li>
          <li>Sign-in links expire after 15 minutes and work only once.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          The service is for adults aged 18 and over. We do not knowingly collect data from children under 16. If you
          believe a child has given us their data, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          We may update this policy when our service or the law changes. We will change the version and date at the top
          of this page and, for significant changes, tell you by email or in your account.
        </p>
        <p>
          For details of the cookies and local storage we use, see our{' '}
          <LegalLink to="/cookie-policy">Cookie Policy</LegalLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
