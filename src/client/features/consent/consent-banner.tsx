import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import {
  ALL_ACCEPTED,
  closeCookieSettings,
  NECESSARY_ONLY,
  saveConsent,
  useConsent,
  type CookiePreferences,
} from '#client/lib/consent-store.ts';
import { postUserConsent } from './server-consent.ts';

export const BANNER_DELAY_MS = 1000;

const OPTIONAL: Array<{ key: Exclude<keyof CookiePreferences, 'necessary'>; label: string; help: string }> = [
  { key: 'analytics', label: 'Analytics', help: 'Anonymous statistics that help us improve the site.' },
  { key: 'marketing', label: 'Marketing', help: 'Measure our campaigns and show relevant offers.' },
  { key: 'thirdPartySharing', label: 'Third-party sharing', help: 'Share anonymous usage data with our partners.' },
];

/**
 * Appears 1 s after load while no choice holds (spec: 'Consent banner'; none stored, or older than
 * 12 months or than the cookie policy's version), and at once when 'Cookie settings' reopens it.
 */
export function ConsentBanner() {
  const { given, preferences, settingsOpen } = useConsent();
  const [visible, setVisible] = useState(false);

  // Shown after a short delay while no choice holds; a stored choice hides it at once (below).
  useEffect(() => {
    if (given) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [given]);

  if (settingsOpen) return <ConsentChoices key="settings" current={preferences} reopened />;
  if (!visible || given) return null;
  return <ConsentChoices key="ask" current={preferences} reopened={false} />;
}

/** Reopened: the switches show the choice in force, and the choice is withdrawn as it was given, in one click. */
function ConsentChoices({ current, reopened }: { current: CookiePreferences; reopened: boolean }) {
  const { isAuthenticated } = useAuth();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [customising, setCustomising] = useState(reopened);
  const [draft, setDraft] = useState<CookiePreferences>(current);
  const titleId = useId();
  const panelId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // Opened on request: focus moves to the choices, and back to what opened them when they close.
  useEffect(() => {
    if (!reopened) return;
    titleRef.current?.focus();
    return () => opener?.focus();
  }, [reopened, opener]);

  // The banner reserves its height at the foot of the page (styles.css): nothing focused or scrolled
  // to the end hides under it (decision 067).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--consent-banner-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    // Browsers scroll a focused element into the window, not clear of a fixed banner: done here.
    // Checked at once (the browser then has nothing left to scroll) and again in the next frame.
    const onFocus = (e: FocusEvent) => {
      const target = e.target;
      if (!(target instanceof HTMLElement) || banner.contains(target)) return;
      const clear = () => {
        const hidden = target.getBoundingClientRect().bottom + 8 - banner.getBoundingClientRect().top;
        if (hidden > 0) window.scrollBy({ top: hidden, behavior: 'instant' });
      };
      clear();
      requestAnimationFrame(clear);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.removeProperty('--consent-banner-height');
    };
  }, []);

  const choose = async (choice: CookiePreferences) => {
    if (isAuthenticated) {
      setSaving(true);
      setRefusal(null);
      try {
        await postUserConsent(choice);
      } catch (error) {
        toast.error('Error saving preferences');
        setRefusal(error);
        return; // The banner stays open, the refusal beside its buttons.
      } finally {
        setSaving(false);
      }
    }
    saveConsent(choice);
    toast.success('Cookie preferences saved');
  };

  return (
    // Rendered before the page in the document, so it is a landmark near the top and early in the tab
    // order, though it sits at the bottom of the screen; it scrolls within a short screen.
    <section
      ref={bannerRef}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto overscroll-contain border-t border-slate-200 bg-white/95 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-6 shrink-0 text-brand-800" aria-hidden="true" />
          <div className="flex-1">
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
              We value your privacy
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              We use necessary cookies to keep you signed in and to take payments securely. With your permission we also
              use analytics and marketing cookies. Read our{' '}
              <Link to="/cookie-policy" className="font-medium text-brand-800 underline">
                Cookie Policy
              </Link>
              .
            </p>
          </div>
          {reopened && (
            <Button variant="ghost" size="icon" aria-label="Close cookie settings" onClick={closeCookieSettings}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        {customising && (
          <fieldset id={panelId} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Choose your cookies</legend>
            <label className="flex items-start justify-between gap-3 text-sm">
              <span>
                <span className="font-medium">Necessary</span>
                <span className="block text-slate-600">Sign-in, security and payments. Always on.</span>
              </span>
              <Switch checked disabled aria-label="Necessary cookies (always on)" />
            </label>
            {OPTIONAL.map((o) => (
              <label key={o.key} className="flex items-start justify-between gap-3 text-sm">
                <span>
                  <span className="font-medium">{o.label}</span>
                  <span className="block text-slate-600">{o.help}</span>
                </span>
                <Switch
                  checked={draft[o.key]}
                  onCheckedChange={(checked) => setDraft((d) => ({ ...d, [o.key]: checked }))}
                  aria-label={`${o.label} cookies`}
                />
              </label>
            ))}
            {/* In the panel, not in Customize's place: a second click on Customize must not save. */}
            <Button className="sm:col-span-2 sm:justify-self-end" busy={saving} onClick={() => void choose(draft)}>
              Save Preferences
            </Button>
          </fieldset>
        )}
        <SaveRefusal
          error={refusal}
          refused="Error saving preferences"
          fallback="Your choice was not saved. Please try again."
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            aria-expanded={customising}
            aria-controls={customising ? panelId : undefined}
            onClick={() => setCustomising((open) => !open)}
          >
            Customize
          </Button>
          <Button variant="outline" busy={saving} onClick={() => void choose(NECESSARY_ONLY)}>
            Necessary Only
          </Button>
          <Button busy={saving} onClick={() => void choose(ALL_ACCEPTED)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
