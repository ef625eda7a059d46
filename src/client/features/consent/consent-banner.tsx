import { Cookie } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import {
  ALL_ACCEPTED,
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

/** Appears 1 s after load while no consent is stored (spec: 'Consent banner'). */
export function ConsentBanner() {
  const { given, preferences } = useConsent();
  const { isAuthenticated } = useAuth();
  const [saving, setSaving] = useState(false);
  const [visible, setVisible] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [draft, setDraft] = useState<CookiePreferences>(preferences);
  const titleId = useId();
  const panelId = useId();

  // Shown after a short delay while no choice is stored; a stored choice hides it at once (below).
  useEffect(() => {
    if (given) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [given]);

  if (!visible || given) return null;

  const choose = async (choice: CookiePreferences) => {
    if (isAuthenticated) {
      setSaving(true);
      try {
        await postUserConsent(choice);
      } catch {
        toast.error('Error saving preferences');
        return; // The banner stays open.
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
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto overscroll-contain border-t border-slate-200 bg-white/95 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-6 shrink-0 text-brand-800" aria-hidden="true" />
          <div>
            <h2 id={titleId} className="font-semibold text-slate-900">
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
            <Button className="sm:col-span-2 sm:justify-self-end" disabled={saving} onClick={() => void choose(draft)}>
              Save Preferences
            </Button>
          </fieldset>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            aria-expanded={customising}
            aria-controls={customising ? panelId : undefined}
            onClick={() => setCustomising((open) => !open)}
          >
            Customize
          </Button>
          <Button variant="outline" disabled={saving} onClick={() => void choose(NECESSARY_ONLY)}>
            Necessary Only
          </Button>
          <Button disabled={saving} onClick={() => void choose(ALL_ACCEPTED)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
