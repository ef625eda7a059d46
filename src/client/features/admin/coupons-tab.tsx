import { History, Plus, TicketPercent } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminAuditEntry, AdminCoupon } from '#shared/admin.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { QueryList } from '#client/components/query-list.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { useAdminCoupons, useCreateCoupon, useDeactivateCoupon, type CreateCouponBody } from './api/coupons.ts';
import { formatDateTime, formatDay } from './format.ts';

const ACTION_WORDS: Record<string, string> = { 'coupon.create': 'Created', 'coupon.deactivate': 'Deactivated' };

function FormRow({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FormValues = {
  code: string;
  name: string;
  kind: 'percent' | 'amount';
  value: string;
  usageLimit: string;
  expiresOn: string;
};
const EMPTY: FormValues = { code: '', name: '', kind: 'percent', value: '', usageLimit: '', expiresOn: '' };
type Errors = Partial<Record<keyof FormValues, string>>;

/** The request body, or the field errors (the server checks the same rules again). */
function toBody(v: FormValues): { body?: CreateCouponBody; errors: Errors } {
  const errors: Errors = {};
  const code = v.code.trim();
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) errors.code = 'Use 3-40 letters, digits, - or _';
  if (!v.name.trim()) errors.name = 'Name is required';
  const value = Number(v.value);
  let percentOff: number | null = null;
  let amountOff: number | null = null;
  if (v.kind === 'percent') {
    if (!Number.isInteger(value) || value < 1 || value > 100) errors.value = 'Enter a whole percentage from 1 to 100';
    else percentOff = value;
  } else if (!(value > 0) || !/^\d+(\.\d{1,2})?$/.test(v.value.trim())) {
    errors.value = 'Enter an amount such as 5 or 4.50';
  } else {
    amountOff = Math.round(value * 100);
  }
  let usageLimit: number | null = null;
  if (v.usageLimit.trim()) {
    const n = Number(v.usageLimit);
    if (!Number.isInteger(n) || n < 1) errors.usageLimit = 'Enter a whole number of at least 1, or leave empty';
    else usageLimit = n;
  }
  let expiresAt: string | null = null;
  if (v.expiresOn) {
    // The end of the chosen day, in the admin's time zone.
    const end = new Date(`${v.expiresOn}T23:59:59`);
    if (Number.isNaN(end.getTime()) || end.getTime() < Date.now()) errors.expiresOn = 'Choose a day from today on';
    else expiresAt = end.toISOString();
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, body: { code, name: v.name.trim(), percentOff, amountOff, usageLimit, expiresAt } };
}

function CreateCouponForm({ currency }: { currency: string }) {
  const create = useCreateCoupon();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const a11y = (key: keyof FormValues) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: found } = toBody(values);
    setErrors(found);
    if (!body) return;
    create.mutate(body, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Create coupon">
      <FormRow id={`${id}-code`} label="Code" hint="Customers type this; stored in capitals" error={errors.code}>
        <Input
          {...a11y('code')}
          value={values.code}
          onChange={set('code')}
          autoComplete="off"
          className="font-mono uppercase"
          maxLength={40}
        />
      </FormRow>
      <FormRow id={`${id}-name`} label="Name" error={errors.name}>
        <Input {...a11y('name')} value={values.name} onChange={set('name')} maxLength={100} placeholder="Spring sale" />
      </FormRow>
      <div className="grid grid-cols-2 gap-3">
        <FormRow id={`${id}-kind`} label="Discount">
          <NativeSelect id={`${id}-kind`} value={values.kind} onChange={set('kind')}>
            <option value="percent">Percent off</option>
            <option value="amount">Amount off</option>
          </NativeSelect>
        </FormRow>
        <FormRow
          id={`${id}-value`}
          label={values.kind === 'percent' ? 'Percent' : `Amount (${currency.toUpperCase()})`}
          error={errors.value}
        >
          <Input
            {...a11y('value')}
            value={values.value}
            onChange={set('value')}
            inputMode="decimal"
            placeholder={values.kind === 'percent' ? '15' : '5.00'}
          />
        </FormRow>
      </div>
      <FormRow id={`${id}-usageLimit`} label="Usage limit (optional)" error={errors.usageLimit}>
        <Input
          {...a11y('usageLimit')}
          value={values.usageLimit}
          onChange={set('usageLimit')}
          inputMode="numeric"
          placeholder="No limit"
        />
      </FormRow>
      <FormRow id={`${id}-expiresOn`} label="Expires on (optional)" error={errors.expiresOn}>
        <Input {...a11y('expiresOn')} type="date" value={values.expiresOn} onChange={set('expiresOn')} />
      </FormRow>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {create.isPending ? 'Creating…' : 'Create Coupon'}
        </Button>
      </div>
      {create.isError && (
        <Alert variant="destructive" className="sm:col-span-2 lg:col-span-3">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{errorMessage(create.error, 'Failed to create coupon')}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}

const isExpired = (c: AdminCoupon) => c.expiresAt !== null && Date.parse(c.expiresAt) < Date.now();
const isUsedUp = (c: AdminCoupon) => c.usageLimit !== null && c.timesUsed >= c.usageLimit;

function CouponStatus({ coupon }: { coupon: AdminCoupon }) {
  if (!coupon.active) return <Badge variant="neutral">Inactive</Badge>;
  if (isExpired(coupon)) return <Badge variant="accent">Expired</Badge>;
  if (isUsedUp(coupon)) return <Badge variant="accent">Used up</Badge>;
  return <Badge>Active</Badge>;
}

function HistoryList({ entries }: { entries: AdminAuditEntry[] }) {
  if (entries.length === 0) return <p className="text-xs text-slate-600">No admin changes recorded.</p>;
  return (
    <ol className="flex flex-col gap-1 text-xs text-slate-700" aria-label="History">
      {entries.map((e) => (
        <li key={e.id} data-testid="audit-entry">
          <span className="font-medium text-slate-900">{ACTION_WORDS[e.action] ?? e.action}</span> by {e.adminEmail} ·{' '}
          <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
        </li>
      ))}
    </ol>
  );
}

function DeactivateButton({ coupon }: { coupon: AdminCoupon }) {
  const deactivate = useDeactivateCoupon();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate {coupon.code}?</DialogTitle>
          <DialogDescription>
            Customers will no longer be able to use this coupon. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={deactivate.isPending}
            onClick={() => deactivate.mutate(coupon.id, { onSettled: () => setOpen(false) })}
          >
            {deactivate.isPending ? 'Deactivating…' : 'Deactivate'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CouponRow({ coupon, currency }: { coupon: AdminCoupon; currency: string }) {
  const discount =
    coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatMoney(coupon.amountOff ?? 0, currency)} off`;
  return (
    <li data-testid="coupon-row" data-code={coupon.code} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-bold text-slate-900">{coupon.code}</span>
            <CouponStatus coupon={coupon} />
          </div>
          <p className="text-sm text-slate-700">
            {coupon.name} · <span className="font-medium">{discount}</span>
          </p>
        </div>
        {coupon.active && <DeactivateButton coupon={coupon} />}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Used</dt>
          <dd className="text-slate-900 tabular-nums">
            {coupon.timesUsed}
            {coupon.usageLimit !== null ? ` of ${coupon.usageLimit}` : ' (no limit)'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Expires</dt>
          <dd className="text-slate-900">{coupon.expiresAt ? formatDay(coupon.expiresAt) : 'Never'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Added</dt>
          <dd className="text-slate-900">{formatDay(coupon.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-3 border-t border-slate-100 pt-2">
        <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-slate-700">
          <History className="size-3.5" aria-hidden="true" />
          History
        </p>
        <HistoryList entries={coupon.history} />
      </div>
    </li>
  );
}

/** Coupons: create, list, deactivate; every change shows who made it and when. */
export function CouponsTab() {
  const coupons = useAdminCoupons();
  const config = usePublicConfig();
  const currency = config.data?.currency ?? 'eur';
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TicketPercent className="size-5 text-brand-700" aria-hidden="true" />
            New Coupon
          </CardTitle>
          <CardDescription>
            A percentage or a fixed amount off, for the PDF guide and document research.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateCouponForm currency={currency} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Coupons ({coupons.data?.length ?? 0})</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryList query={coupons} items={coupons.data} noun="Coupons" empty="No coupons yet">
            {(items) => (
              <ul className="flex flex-col gap-3" aria-label="Coupons">
                {items.map((c) => (
                  <CouponRow key={c.id} coupon={c} currency={currency} />
                ))}
              </ul>
            )}
          </QueryList>
        </CardContent>
      </Card>
    </div>
  );
}
