import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { History, Plus, RotateCcw, TicketPercent } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { AdminAuditEntry, AdminCoupon } from '#shared/admin.ts';
import { createCouponBody, type CreateCouponBody } from '#shared/payments.ts';
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
import { Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { QueryList } from '#client/components/query-list.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { lengthLimits } from '#client/lib/schema-limits.ts';
import { useAdminCoupons, useCreateCoupon, useDeactivateCoupon } from './api/coupons.ts';
import { formatDateTime, formatDay } from './format.ts';

const ACTION_WORDS: Record<string, string> = {
  'coupon.create': 'Created',
  'coupon.deactivate': 'Deactivated',
  'coupon.recreate': 'Re-created',
};

type FormValues = {
  code: string;
  name: string;
  kind: 'percent' | 'amount';
  value: string;
  usageLimit: string;
  expiresOn: string;
};
const EMPTY: FormValues = { code: '', name: '', kind: 'percent', value: '', usageLimit: '', expiresOn: '' };

/** What the admin types, in the form's words; the limits behind them are createCouponBody's. */
const VALUE_MESSAGE = {
  percent: 'Enter a whole percentage from 1 to 100',
  amount: 'Enter an amount such as 5 or 4.50',
};
const USAGE_LIMIT_MESSAGE = 'Enter a whole number of at least 1, or leave empty';
const EXPIRES_MESSAGE = 'Choose a day from today on';
/** Which form field shows a problem with each body field ('' is the either-percent-or-amount rule). */
const FIELD_OF: Record<string, keyof FormValues> = {
  code: 'code',
  name: 'name',
  percentOff: 'value',
  amountOff: 'value',
  '': 'value',
  usageLimit: 'usageLimit',
  expiresAt: 'expiresOn',
};

/** The form's strings as the request body, checked by the shared createCouponBody (the server checks it again). */
const couponForm = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(['percent', 'amount']),
    value: z.string(),
    usageLimit: z.string(),
    expiresOn: z.string(),
  })
  .transform((v, ctx) => {
    const amount = v.value.trim();
    // The end of the chosen day, in the admin's time zone; the past is refused here, where the day is known.
    const end = v.expiresOn ? new Date(`${v.expiresOn}T23:59:59`) : null;
    if (end && (Number.isNaN(end.getTime()) || end.getTime() < Date.now())) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: EXPIRES_MESSAGE });
    }
    const parsed = createCouponBody.safeParse({
      code: v.code,
      name: v.name,
      percentOff: v.kind === 'percent' ? Number(v.value) : null,
      amountOff:
        v.kind === 'amount' ? (/^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : NaN) : null,
      usageLimit: v.usageLimit.trim() ? Number(v.usageLimit) : null,
      expiresAt: end && !Number.isNaN(end.getTime()) ? end.toISOString() : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0] ?? '')] ?? 'value';
        const message =
          field === 'value'
            ? VALUE_MESSAGE[v.kind]
            : field === 'usageLimit'
              ? USAGE_LIMIT_MESSAGE
              : field === 'expiresOn'
                ? EXPIRES_MESSAGE
                : issue.message;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }
    return parsed.success ? parsed.data : z.NEVER;
  });

/** A deactivated coupon's terms in the form, to re-create it (an expiry already past is left empty). */
function formValuesOf(c: AdminCoupon): FormValues {
  const expires = c.expiresAt && Date.parse(c.expiresAt) >= Date.now() ? c.expiresAt : null;
  return {
    code: c.code,
    name: c.name,
    kind: c.percentOff !== null ? 'percent' : 'amount',
    value: c.percentOff !== null ? String(c.percentOff) : ((c.amountOff ?? 0) / 100).toFixed(2),
    usageLimit: c.usageLimit !== null ? String(c.usageLimit) : '',
    expiresOn: expires ? format(parseISO(expires), 'yyyy-MM-dd') : '',
  };
}

function CreateCouponForm({ currency, prefill }: { currency: string; prefill: FormValues | null }) {
  const create = useCreateCoupon();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset, control, formState, setFocus } = useForm<
    FormValues,
    unknown,
    CreateCouponBody
  >({
    resolver: zodResolver(couponForm),
    // Errors stay as the last submit left them, until the next submit.
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (!prefill) return;
    reset(prefill);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    setFocus('name');
  }, [prefill, reset, setFocus]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void handleSubmit((body) => create.mutate(body, { onSuccess: () => reset(EMPTY) }))(e)}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label="Create coupon"
    >
      <Field id={`${id}-code`} label="Code" hint="Customers type this; stored in capitals" error={errors.code?.message}>
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="off"
            className="font-mono uppercase"
            maxLength={lengthLimits(createCouponBody.shape.code).maxLength}
            {...register('code')}
          />
        )}
      </Field>
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(a11y) => (
          <Input
            {...a11y}
            maxLength={lengthLimits(createCouponBody.shape.name).maxLength}
            placeholder="Spring sale"
            {...register('name')}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-kind`} label="Discount">
          {(a11y) => (
            <NativeSelect {...a11y} {...register('kind')}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off</option>
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-value`}
          label={kind === 'percent' ? 'Percent' : `Amount (${currency.toUpperCase()})`}
          error={errors.value?.message}
        >
          {(a11y) => (
            <Input
              {...a11y}
              inputMode="decimal"
              placeholder={kind === 'percent' ? '15' : '5.00'}
              {...register('value')}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-usageLimit`} label="Usage limit (optional)" error={errors.usageLimit?.message}>
        {(a11y) => <Input {...a11y} inputMode="numeric" placeholder="No limit" {...register('usageLimit')} />}
      </Field>
      <Field id={`${id}-expiresOn`} label="Expires on (optional)" error={errors.expiresOn?.message}>
        {(a11y) => <Input {...a11y} type="date" {...register('expiresOn')} />}
      </Field>
      <div className="flex items-end">
        <Button type="submit" busy={create.isPending} busyLabel="Creating…" className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Create Coupon
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) deactivate.reset();
      }}
    >
      <Button variant="outline" size="sm" aria-label={`Deactivate: ${coupon.code}`} onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate {coupon.code}?</DialogTitle>
          <DialogDescription>
            Customers will no longer be able to use this coupon. You can re-create it later with the same code.
          </DialogDescription>
        </DialogHeader>
        {deactivate.isError && (
          <Alert variant="destructive">
            <AlertTitle>Not deactivated</AlertTitle>
            <AlertDescription>{errorMessage(deactivate.error, 'Failed to deactivate coupon')}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            busy={deactivate.isPending}
            busyLabel="Deactivating…"
            onClick={() => deactivate.mutate(coupon.id, { onSuccess: () => setOpen(false) })}
          >
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CouponRow({
  coupon,
  currency,
  onRecreate,
}: {
  coupon: AdminCoupon;
  currency: string;
  onRecreate: (values: FormValues) => void;
}) {
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
        {coupon.active ? (
          <DeactivateButton coupon={coupon} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => onRecreate(formValuesOf(coupon))}>
            <RotateCcw aria-hidden="true" />
            Re-create
          </Button>
        )}
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

/** Coupons: create, list, deactivate, re-create; every change shows who made it and when. */
export function CouponsTab() {
  const coupons = useAdminCoupons();
  const [prefill, setPrefill] = useState<FormValues | null>(null);
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
            A percentage or a fixed amount off, for the PDF guide and document research. The code of a deactivated
            coupon can be used again: it is re-created with the new terms and its count starts again.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateCouponForm currency={currency} prefill={prefill} />
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
                  <CouponRow key={c.id} coupon={c} currency={currency} onRecreate={setPrefill} />
                ))}
              </ul>
            )}
          </QueryList>
        </CardContent>
      </Card>
    </div>
  );
}
