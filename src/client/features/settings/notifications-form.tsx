import { useState } from 'react';
import type { Profile } from '#shared/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useSaveProfile } from './api/save-profile.ts';

const OPTIONS = [
  { key: 'email', label: 'Email notifications', help: 'Order updates and status changes.' },
  { key: 'sms', label: 'SMS notifications', help: 'Important updates only.' },
] as const;

export function NotificationsForm({ profile }: { profile: Profile | undefined }) {
  const save = useSaveProfile();
  const [prefs, setPrefs] = useState({ email: true, sms: false });
  // The saved preferences replace the form's whenever the profile (re)loads.
  const [loaded, setLoaded] = useState<Profile | undefined>(undefined);
  if (profile && profile !== loaded) {
    setLoaded(profile);
    setPrefs(profile.notificationPreferences);
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ notificationPreferences: prefs });
      }}
      className="flex flex-col gap-5"
    >
      {OPTIONS.map((o) => (
        <div key={o.key} className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
          <label htmlFor={`notify-${o.key}`} className="cursor-pointer">
            <span className="block font-medium text-slate-900">{o.label}</span>
            <span className="text-sm text-slate-600">{o.help}</span>
          </label>
          <Switch
            id={`notify-${o.key}`}
            checked={prefs[o.key]}
            onCheckedChange={(checked) => setPrefs((p) => ({ ...p, [o.key]: checked }))}
          />
        </div>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
