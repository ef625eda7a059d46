import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COUNTRIES, DEFAULT_COUNTRY } from '#shared/countries.ts';
import { addressBody, type Profile } from '#shared/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useSaveProfile } from './api/save-profile.ts';
import { Field } from '#client/components/ui/field.tsx';

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

/** The delivery address, validated by the same schema as the server (src/shared/profile.ts). */
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
  const postalLabel = country === 'Ireland' ? 'Eircode' : country === 'United Kingdom' ? 'Postcode' : 'Postal code';

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field id="address-addressLine1" label="Address line 1" error={errors.addressLine1?.message}>
          {(a11y) => <Input autoComplete="address-line1" {...a11y} {...register('addressLine1')} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id="address-addressLine2" label="Address line 2" optional error={errors.addressLine2?.message}>
          {(a11y) => <Input autoComplete="address-line2" {...a11y} {...register('addressLine2')} />}
        </Field>
      </div>
      <Field id="address-city" label="City" error={errors.city?.message}>
        {(a11y) => <Input autoComplete="address-level2" {...a11y} {...register('city')} />}
      </Field>
      <Field id="address-county" label="County" error={errors.county?.message}>
        {(a11y) => <Input autoComplete="address-level1" {...a11y} {...register('county')} />}
      </Field>
      <Field id="address-postalCode" label={postalLabel} optional error={errors.postalCode?.message}>
        {(a11y) => <Input autoComplete="postal-code" {...a11y} {...register('postalCode')} />}
      </Field>
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
      <div className="sm:col-span-2">
        <Field id="address-phone" label="Phone" optional hint="For delivery updates" error={errors.phone?.message}>
          {(a11y) => <Input type="tel" autoComplete="tel" {...a11y} {...register('phone')} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
