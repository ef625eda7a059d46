import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { userNameBody, type UserNameBody } from '#shared/session.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { sessionQueryOptions } from '#client/lib/get-session.ts';
import { useSaveName } from './api/save-name.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';

/** The account's own name (issue 19 item 6): shown in the header and greetings, used on orders and the pack. */
export function NameForm() {
  const { data: session } = useQuery(sessionQueryOptions());
  const saved = session?.user?.name ?? '';
  const save = useSaveName();
  const { register, handleSubmit, reset, formState } = useForm<UserNameBody>({
    resolver: zodResolver(userNameBody),
    defaultValues: { name: saved },
  });
  // The stored name replaces the form's whenever the session (re)loads.
  useEffect(() => reset({ name: saved }), [saved, reset]);
  const error = formState.errors.name?.message;

  return (
    <form onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)} className="flex flex-col gap-4">
      <Field
        id="account-name"
        label="Your name"
        hint="Shown when you are signed in and on your orders. Leave it empty to use the start of your email address."
        error={error}
      >
        {(a11y) => <Input autoComplete="name" maxLength={100} {...a11y} {...register('name')} />}
      </Field>
      <Button type="submit" busy={save.isPending} busyLabel="Saving…" className="self-start">
        Save Name
      </Button>
      <SaveRefusal error={save.error} refused="Not saved" fallback="Failed to save settings" />
    </form>
  );
}
