import { AlertTriangle, ArrowRight, CheckCircle2, MapPin, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import type { Profile } from '#shared/profile.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { RESEARCH_FEE_COVERS } from '#client/lib/pricing.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { OrderStatusBadge } from '#client/components/order-status-badge.tsx';
import { useDocumentRequests } from '#client/lib/queries/document-requests.ts';
import { documentCount, documentLines, orderDate, orderRef } from '#client/lib/order-format.ts';
import { useProfile } from '#client/lib/queries/profile.ts';
import { TimelineList } from './research-info.tsx';

/** A delivery address needs line 1 and city before ordering. */
export const hasDeliveryAddress = (p: Profile | undefined) => Boolean(p?.addressLine1?.trim() && p.city?.trim());

const profileAddressLines = (p: Profile) =>
  [p.addressLine1, p.addressLine2, [p.city, p.county].filter(Boolean).join(', '), p.postalCode, p.country].filter(
    (l): l is string => Boolean(l && l.trim()),
  );

type Props = {
  requestId: string;
  /** The order as the server returned it on creation, shown until the list has it. */
  initial?: DocumentRequestResponse | null;
  onCancel: () => void;
  onProceed: (order: DocumentRequestResponse) => void;
};

/** Dashboard view 6: the research request confirmation (order summary, delivery address, terms). */
export function DocumentConfirmView({ requestId, initial, onCancel, onProceed }: Props) {
  usePageTitle('Confirm Your Request');
  const requests = useDocumentRequests();
  const profile = useProfile();
  const [agreed, setAgreed] = useState(false);
  const order = requests.data?.find((o) => o.id === requestId) ?? (initial?.id === requestId ? initial : undefined);
  const addressOk = hasDeliveryAddress(profile.data);

  const cancel = () => {
    toast('Order cancelled');
    onCancel();
  };

  if (!order) {
    if (requests.isPending) return <Spinner label="Loading your request" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 data-view-heading tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
          Confirm Your Research Request
        </h1>
        <Alert variant="destructive" className="mt-6">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Order not found</AlertTitle>
          <AlertDescription>
            <p>We could not find this document request. It may belong to another account.</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={onCancel}>
              Back to Dashboard
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const payable = order.status === 'pending';
  const lines = documentLines(order);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 data-view-heading tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        Confirm Your Research Request
      </h1>
      <p className="mt-1 text-slate-700">Check your order and delivery address, then continue to payment.</p>

      <div className="mt-6 flex flex-col gap-6">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle level={2}>Order summary</CardTitle>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <span className="font-mono">{orderRef(order.id)}</span>
                <OrderStatusBadge status={order.status} />
              </span>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {lines.length > 0 && (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
                {lines.map((line, i) => (
                  <li key={`${line}-${i}`} className="flex items-center justify-between gap-3 px-4 py-2.5">
                    <span className="flex items-center gap-2 text-slate-800">
                      <CheckCircle2 className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {line}
                    </span>
                    <span className="whitespace-nowrap text-slate-600 tabular-nums">
                      {formatMoney(order.unitPrice, order.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-slate-600">Documents</dt>
                <dd data-testid="confirm-count">{documentCount(order.documentsRequestedCount)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
                <dt className="font-semibold">Total</dt>
                <dd className="text-lg font-semibold" data-testid="confirm-total">
                  {formatMoney(order.totalCost, order.currency)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-slate-600" data-testid="research-fee-covers">
              {RESEARCH_FEE_COVERS}
            </p>
            <TimelineList className="grid gap-2 sm:grid-cols-3" />
          </CardContent>
        </Card>

        {payable && order.alreadyOrdered && order.alreadyOrdered.length > 0 && (
          <Alert variant="warning" data-testid="already-ordered">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>
              You have already ordered {order.alreadyOrdered.length === 1 ? 'this certificate' : 'these certificates'}
            </AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-5">
                {order.alreadyOrdered.map((d) => (
                  <li key={`${d.documentType}-${d.memberName}`}>
                    {documentTypeLabel(d.documentType)} - {d.memberName}: paid in order {orderRef(d.orderId)}
                    {d.paidAt ? ` on ${orderDate(d.paidAt)}` : ''}
                  </li>
                ))}
              </ul>
              <p className="mt-2">
                Check{' '}
                <Link to="/orders" className="font-medium underline underline-offset-2">
                  My Orders
                </Link>{' '}
                before paying: continue only if you want another copy.
              </p>
            </AlertDescription>
          </Alert>
        )}

        {order.additionalInfo && (
          <Card>
            <CardHeader>
              <CardTitle level={2} className="flex items-center gap-2">
                <MessageSquareText className="size-5 text-brand-700" aria-hidden="true" />
                Anything we should know?
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800" data-testid="confirm-note">
                {order.additionalInfo}
              </p>
            </CardContent>
          </Card>
        )}

        <Card>
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2">
              <MapPin className="size-5 text-brand-700" aria-hidden="true" />
              Delivery address
            </CardTitle>
          </CardHeader>
          <CardContent>
            {profile.isPending ? (
              <Spinner label="Loading your address" className="py-4" />
            ) : addressOk && profile.data ? (
              <div className="flex flex-wrap items-end justify-between gap-3">
                <address className="text-sm leading-relaxed text-slate-800 not-italic" data-testid="delivery-address">
                  {profileAddressLines(profile.data).map((l) => (
                    <span key={l} className="block">
                      {l}
                    </span>
                  ))}
                </address>
                <Button asChild variant="link" className="h-auto px-0">
                  <Link to="/settings">Change in Settings</Link>
                </Button>
              </div>
            ) : (
              <Alert variant="warning">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>Delivery address required</AlertTitle>
                <AlertDescription>
                  <p>Please add your delivery address in Settings before ordering documents</p>
                  <Button asChild variant="outline" size="sm" className="mt-2">
                    <Link to="/settings">Add delivery address in Settings</Link>
                  </Button>
                </AlertDescription>
              </Alert>
            )}
          </CardContent>
        </Card>

        {payable ? (
          <Card>
            <CardContent className="flex flex-col gap-5 pt-6">
              <div className="flex items-start gap-3">
                <Checkbox
                  id="research-terms"
                  checked={agreed}
                  onCheckedChange={(v) => setAgreed(v === true)}
                  className="mt-0.5"
                />
                <label htmlFor="research-terms" className="text-sm leading-relaxed text-slate-800">
                  I agree to the terms of the document research service: you research and order the certificates listed
                  above and post them to my delivery address. My details are handled as described in the{' '}
                  <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
                    privacy policy
                  </Link>
                  .
                </label>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={cancel}>
                  Cancel
                </Button>
                <Button disabled={!agreed || !addressOk} onClick={() => onProceed(order)}>
                  Proceed to Payment
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : order.status === 'failed' || order.status === 'refunded' || order.status === 'cancelled' ? (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>This order can no longer be paid</AlertTitle>
            <AlertDescription>
              <p>
                {order.status === 'cancelled'
                  ? 'It was cancelled before it was paid.'
                  : 'Its payment did not go through.'}{' '}
                Please start a new document request.
              </p>
              <Button variant="outline" size="sm" className="mt-2" onClick={onCancel}>
                Back to Dashboard
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <Alert variant="info">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>This order is already paid</AlertTitle>
            <AlertDescription>
              <p>You can follow it in My Orders.</p>
              <Button asChild variant="outline" size="sm" className="mt-2">
                <Link to="/orders">View My Orders</Link>
              </Button>
            </AlertDescription>
          </Alert>
        )}
      </div>
    </div>
  );
}
