import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { addressFields, type AddressFieldName } from '#domain/address/address-format.ts';
import { COUNTRIES, countryByName, DEFAULT_COUNTRY } from '#shared/countries.ts';
import { addressBody, type Profile } from '#shared/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useSaveProfile } from './api/save-profile.ts';
import { SaveRefusal } from '#client/components/save-refusal.tsx';

type Values = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  county: string;
  postalCode: string;
  country: string;
  phone: string;
};

const fromProfile = (p: Profile | undefined): Values => ({
  addressLine1: p?.addressLine1 ?? '',
  addressLine2: p?.addressLine2 ?? '',
  city: p?.city ?? '',
  county: p?.county ?? '',
  postalCode: p?.postalCode ?? '',
  country: p?.country ?? DEFAULT_COUNTRY,
  phone: p?.phone ?? '',
});

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  county: 'address-level1',
  postalCode: 'postal-code',
};

/**
 * The delivery address, validated by the same schema as the server (src/shared/profile.ts).
 * Country comes first; the other fields follow in that country's order and with its names
 * (State, Province, ZIP code...) from domain/address/address-format.ts.
 */
export function AddressForm({ profile }: { profile: Profile | undefined }) {
  const save = useSaveProfile();
  const form = useForm<Values>({
    // The shared schema's output type differs from the form's strings; the values sent are the form's.
    resolver: zodResolver(addressBody) as never,
    defaultValues: fromProfile(profile),
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => reset(fromProfile(profile)), [profile, reset]);
  const country = useWatch({ control: form.control, name: 'country' });
  const fields = addressFields(countryByName(country)?.code ?? '');
  const asked = new Set(fields.map((f) => f.name));
  // A field the chosen country does not ask for is not sent with what was typed for another country.
  const submit = (values: Values) =>
    save.mutate({
      ...values,
      county: asked.has('county') ? values.county : '',
      postalCode: asked.has('postalCode') ? values.postalCode : '',
    });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id="address-country" label="Country" error={errors.country?.message}>
          {(a11y) => (
            <NativeSelect autoComplete="country-name" {...a11y} {...register('country')}>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.name}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {fields.map((f) => (
        <div key={f.name} className={f.name.startsWith('addressLine') ? 'sm:col-span-2' : undefined}>
          <Field id={`address-${f.name}`} label={f.label} optional={!f.required} error={errors[f.name]?.message}>
            {(a11y) => <Input autoComplete={AUTOCOMPLETE[f.name]} {...a11y} {...register(f.name)} />}
          </Field>
        </div>
      ))}
      <div className="sm:col-span-2">
        <Field id="address-phone" label="Phone" optional hint="For delivery updates" error={errors.phone?.message}>
          {(a11y) => <Input type="tel" autoComplete="tel" {...a11y} {...register('phone')} />}
        </Field>
      </div>
      <div className="flex flex-col items-start gap-3 sm:col-span-2">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save Address
        </Button>
        <SaveRefusal error={save.error} refused="Not saved" fallback="Failed to save settings" />
      </div>
    </form>
  );
}
