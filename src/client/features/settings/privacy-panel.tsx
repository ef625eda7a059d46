import { useQueryClient } from '@tanstack/react-query';
import { Download, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { resetToSignedOut } from '#client/lib/auth.tsx';
import { saveConsent, useConsent, type CookiePreferences } from '#client/lib/consent-store.ts';
import type { DeletionImpact } from '#shared/privacy.ts';
import { DeletionImpactDialog } from './deletion-impact-dialog.tsx';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import {
  deletionImpactQueryOptions,
  useDeleteAccount,
  useExportData,
  userConsentQueryOptions,
  useUpdateConsent,
  useUserConsent,
} from './api/privacy.ts';

const COOKIE_OPTIONS = [
  { key: 'analytics', label: 'Analytics cookies', help: 'Anonymous statistics that help us improve the site.' },
  { key: 'marketing', label: 'Marketing cookies', help: 'Measure our campaigns and show relevant offers.' },
] as const;

const RIGHTS = [
  ['Right of access', 'get a copy of the personal data we hold about you.'],
  ['Right to rectification', 'have inaccurate or incomplete data corrected.'],
  ['Right to erasure', 'have your account and personal data deleted.'],
  ['Right to restrict processing', 'ask us to limit how we use your data.'],
  ['Right to data portability', 'receive your data in a machine-readable format.'],
  ['Right to object', 'object to processing based on our legitimate interests or for marketing.'],
];

function CookiePreferencesForm() {
  const { preferences } = useConsent();
  const [draft, setDraft] = useState<CookiePreferences>(preferences);
  // A consent change made elsewhere (the banner) replaces the draft.
  const [shown, setShown] = useState(preferences);
  if (shown !== preferences) {
    setShown(preferences);
    setDraft(preferences);
  }
  const update = useUpdateConsent();
  const queryClient = useQueryClient();
  const { data: serverConsent } = useUserConsent();

  const submit = () =>
    update.mutate(draft, {
      onSuccess: () => {
        saveConsent(draft);
        void queryClient.invalidateQueries({ queryKey: userConsentQueryOptions().queryKey });
        toast.success('Preferences updated');
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Cookie preferences</CardTitle>
        <CardDescription>
          {serverConsent
            ? `Your current choice was saved on ${new Date(serverConsent.updatedAt).toLocaleString('en-IE', { dateStyle: 'long', timeStyle: 'short' })}.`
            : 'Choose which optional cookies we may use.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4">
          <label htmlFor="cookie-necessary">
            <span className="block font-medium text-slate-900">Necessary cookies</span>
            <span className="text-sm text-slate-600">Sign-in, security and payments. Always on.</span>
          </label>
          <Switch id="cookie-necessary" checked disabled />
        </div>
        {COOKIE_OPTIONS.map((o) => (
          <div key={o.key} className="flex items-start justify-between gap-4">
            <label htmlFor={`cookie-${o.key}`} className="cursor-pointer">
              <span className="block font-medium text-slate-900">{o.label}</span>
              <span className="text-sm text-slate-600">{o.help}</span>
            </label>
            <Switch
              id={`cookie-${o.key}`}
              checked={draft[o.key]}
              onCheckedChange={(c) => setDraft((d) => ({ ...d, [o.key]: c }))}
            />
          </div>
        ))}
        <div className="flex flex-col items-start gap-3">
          <Button onClick={submit} busy={update.isPending} busyLabel="Saving…">
            Update Preferences
          </Button>
          <SaveRefusal error={update.error} refused="Not updated" fallback="Failed to update preferences" />
        </div>
      </CardContent>
    </Card>
  );
}

function DataManagement() {
  const exportData = useExportData();
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onExport = () => exportData.mutate(undefined, { onSuccess: () => toast.success('Data exported') });

  const [impact, setImpact] = useState<DeletionImpact | null>(null);
  const [checking, setChecking] = useState(false);
  // Why the account could not be deleted (its impact not read, or the deletion refused): beside the button.
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const confirmAndDelete = () => {
    setImpact(null);
    setDeleteError(null);
    if (!window.confirm('Are you sure you want to delete your account? This action cannot be undone.')) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        resetToSignedOut(queryClient);
        toast.success('Account deletion requested', {
          description: 'Your account, profile and family tree have been deleted.',
        });
        void navigate('/');
      },
      onError: setDeleteError,
    });
  };

  /** Orders and claims in progress are shown first, with what deletion does to each (decision 027). */
  const onDelete = async () => {
    setChecking(true);
    setDeleteError(null);
    try {
      const found = await queryClient.fetchQuery(deletionImpactQueryOptions());
      if (found.orders.length + found.claims.length > 0) setImpact(found);
      else confirmAndDelete();
    } catch (err) {
      setDeleteError(err);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Data Management</CardTitle>
        <CardDescription>
          Your data, your rights. Requests are answered within 30 days; most happen at once here.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={onExport} busy={exportData.isPending} busyLabel="Preparing…">
          <Download aria-hidden="true" />
          Export My Data
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast('Contact Support', { description: 'Please contact our support team to request data corrections.' })
          }
        >
          <PenLine aria-hidden="true" />
          Correct My Data
        </Button>
        <Button
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50"
          onClick={() => void onDelete()}
          busy={deleteAccount.isPending || checking}
          busyLabel="Processing…"
        >
          <Trash2 aria-hidden="true" />
          Delete My Account
        </Button>
        <div className="flex w-full flex-col gap-3 empty:hidden">
          <SaveRefusal error={exportData.error} refused="Not exported" fallback="Failed to export data" />
          <SaveRefusal error={deleteError} refused="Not deleted" fallback="Failed to submit deletion request" />
        </div>
      </CardContent>
      <DeletionImpactDialog impact={impact} onCancel={() => setImpact(null)} onContinue={confirmAndDelete} />
    </Card>
  );
}

export function PrivacyPanel() {
  return (
    <div className="flex flex-col gap-6">
      <CookiePreferencesForm />
      <DataManagement />
      <section aria-labelledby="rights-title" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="rights-title" className="text-lg font-semibold text-slate-900">
          Your rights under GDPR
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          {RIGHTS.map(([right, text]) => (
            <li key={right}>
              <strong className="font-semibold text-slate-900">{right}:</strong> {text}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
            Read our Privacy Policy
          </Link>
        </p>
      </section>
    </div>
  );
}
