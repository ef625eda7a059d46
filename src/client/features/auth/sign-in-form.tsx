import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '#client/lib/toast.ts';
import { magicLinkBody, type MagicLinkBody } from '#shared/session.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { AfterFirstRender } from '#client/components/after-first-render.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { usePostedForm } from '#client/lib/posted-form.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { useGoogleSignIn, useSendMagicLink } from './api/sign-in.ts';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.09a6.6 6.6 0 0 1 0-4.18V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Spec 'Sign-in form (two layouts)': full (Google + email) or compact (email only). The email form
 * posts to /login without JavaScript, which sends the link and renders its outcome (decision 063).
 */
export function SignInForm({ layout = 'full' }: { layout?: 'full' | 'compact' }) {
  const send = useSendMagicLink();
  const posted = usePostedForm('sign-in');
  // The button is disabled while the field is empty only once the page is live: the server's HTML
  // must submit without JavaScript.
  const [live, setLive] = useState(false);
  // What the visitor typed into the server's HTML before the page was live.
  const typedEarly = useRef('');
  const google = useGoogleSignIn();
  const { data: config } = usePublicConfig();
  const emailId = useId();
  // The server checks the address with the same schema (src/shared/session.ts); the form sends it trimmed.
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<MagicLinkBody>({
    resolver: zodResolver(magicLinkBody),
    defaultValues: { email: posted?.email ?? '' },
  });
  // The field's text as typed, for the button and the messages. Kept here rather than read with
  // `useWatch`, which does not hear of the address typed before the page was live.
  const [email, setEmail] = useState(posted?.email ?? '');
  // An empty address refused: said on the field too, until something is typed (decision 071).
  const [emptyRefused, setEmptyRefused] = useState(false);
  useEffect(() => {
    const typed = typedEarly.current;
    if (typed) {
      setValue('email', typed.trim());
      setEmail(typed);
    }
    setLive(true);
  }, [setValue]);
  const { ref: registerRef, ...emailField } = register('email', {
    setValueAs: (v: string) => v.trim(),
    onChange: (e: { target: HTMLInputElement }) => setEmail(e.target.value),
  });
  // A refusal of the posted address is shown on the field, as the form shows its own.
  const postedError = send.isIdle && email === (posted?.email ?? '') ? posted?.error : undefined;

  const sendLink = ({ email }: MagicLinkBody) =>
    send.mutate(email, {
      onSuccess: () => toast.success('Check your email', { description: "We've sent you a magic link to sign in." }),
      onError: (err) =>
        toast.error('Sign in failed', {
          description: errorMessage(err, 'There was an error sending the magic link. Please try again.'),
        }),
    });

  /**
   * Spec: an empty address says 'Email required'; any other refusal reads as the server's would,
   * and is also shown on the field itself.
   */
  const refuse = (refused: FieldErrors<MagicLinkBody>) => {
    if (!email.trim()) {
      setEmptyRefused(true);
      toast.error('Email required', { description: 'Please enter your email address.' });
      return;
    }
    toast.error('Sign in failed', { description: refused.email?.message });
  };
  const submit = handleSubmit(sendLink, refuse);

  const signInWithGoogle = () =>
    google.mutate(undefined, {
      onError: () =>
        toast.error('Sign in failed', { description: 'There was an error signing in with Google. Please try again.' }),
    });

  const form = (
    <form method="post" action="/login" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <Field
        id={emailId}
        label={layout === 'compact' ? 'Enter your email to get started' : 'Email address'}
        labelHidden={layout !== 'compact'}
        error={
          (email.trim() ? errors.email?.message : emptyRefused ? 'Please enter your email address.' : undefined) ??
          (postedError?.field ? postedError.message : undefined)
        }
      >
        {(a11y) => (
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            // In the server's HTML too, where react-hook-form sets no value: the address just posted.
            defaultValue={posted?.email}
            {...a11y}
            {...emailField}
            ref={(element) => {
              if (element && !live) typedEarly.current = element.value;
              registerRef(element);
            }}
            // The button is disabled while the field is empty (spec), which stops the browser submitting
            // on Enter; the spec's 'Email required' answer must still come.
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !email.trim()) {
                e.preventDefault();
                void submit();
              }
            }}
          />
        )}
      </Field>
      <Button type="submit" disabled={live && !email.trim()} busy={send.isPending}>
        {!send.isPending && <Mail aria-hidden="true" />}
        Send magic link
      </Button>
      {(send.isSuccess || (posted?.sent && send.isIdle)) && (
        <p role="status" className="text-sm text-brand-800">
          Link sent. Open it on this device within 15 minutes; it works once.
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(send.error, 'There was an error sending the magic link. Please try again.')}
        </p>
      )}
      {postedError && !postedError.field && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {postedError.message}
        </p>
      )}
    </form>
  );

  if (layout === 'compact') return form;

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <CardTitle level={2} className="text-xl">
          Sign in to continue
        </CardTitle>
        <CardDescription>Access your Irish citizenship application progress</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Google's sign-in starts with a request from the page, so it is offered once the page is live. */}
        {config?.googleSignIn && (
          <AfterFirstRender>
            <Button variant="outline" onClick={signInWithGoogle} busy={google.isPending}>
              {!google.isPending && <GoogleIcon />}
              Continue with Google
            </Button>
            <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" role="separator">
              <span className="h-px flex-1 bg-slate-200" />
              Or
              <span className="h-px flex-1 bg-slate-200" />
            </div>
          </AfterFirstRender>
        )}
        {form}
      </CardContent>
    </Card>
  );
}
