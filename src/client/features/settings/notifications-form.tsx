import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notificationPreferencesBody, type NotificationPreferencesBody, type Profile } from '#shared/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useSaveProfile } from './api/save-profile.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';

/** The email switch governs reminders only: order, payment, refund, delivery and claim emails are transactional (decision 062). */
const OPTIONS = [
  {
    key: 'email',
    label: 'Email notifications',
    help: 'Reminders about your application and news only: emails about your orders, payments, refunds, deliveries and claims are always sent.',
  },
  { key: 'sms', label: 'SMS notifications', help: 'Important updates only.' },
] as const;

const DEFAULTS: NotificationPreferencesBody = { notificationPreferences: { email: true, sms: false } };
const fromProfile = (p: Profile | undefined): NotificationPreferencesBody =>
  p ? { notificationPreferences: p.notificationPreferences } : DEFAULTS;

/** The notification switches, checked by the same schema as the server (src/shared/profile.ts). */
export function NotificationsForm({ profile }: { profile: Profile | undefined }) {
  const save = useSaveProfile();
  const { control, handleSubmit, reset } = useForm<NotificationPreferencesBody>({
    resolver: zodResolver(notificationPreferencesBody),
    defaultValues: fromProfile(profile),
  });
  // The saved preferences replace the form's whenever the profile (re)loads.
  useEffect(() => reset(fromProfile(profile)), [profile, reset]);

  return (
    <form onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)} className="flex flex-col gap-5">
      {OPTIONS.map((o) => (
        <Controller
          key={o.key}
          control={control}
          name={`notificationPreferences.${o.key}`}
          render={({ field }) => (
            <Field
              id={`notify-${o.key}`}
              label={o.label}
              hint={o.help}
              inline="end"
              className="rounded-lg border border-slate-200 p-4"
            >
              {(a11y) => (
                <Switch
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={field.onChange}
                />
              )}
            </Field>
          )}
        />
      ))}
      <div className="flex flex-col items-start gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save Preferences
        </Button>
        <SaveRefusal error={save.error} refused="Not saved" fallback="Failed to save settings" />
      </div>
    </form>
  );
}
