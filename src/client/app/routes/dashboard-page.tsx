import type { DashboardLocationState } from '#client/lib/dashboard-location.ts';
import { ArrowRight, ClipboardList, FileSearch, FileText, FolderTree, PenLine } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { sessionQueryOptions } from '#client/lib/get-session.ts';
import { TreeEligibilityBadge } from '#client/features/family-tree/eligibility-badge.tsx';
import { useEligibility } from '#client/features/family-tree/index.ts';
import { FamilyTreeCardContent } from '#client/features/family-tree/family-tree-card.tsx';
import { FamilyTreeView } from '#client/features/family-tree/family-tree-view.tsx';
import { MemberFormView } from '#client/features/family-tree/member-form.tsx';
import type { MemberFormTarget } from '#client/features/family-tree/member-form-values.ts';
import { DocumentConfirmView } from '#client/features/documents/document-confirm-view.tsx';
import { DocumentRequestView } from '#client/features/documents/document-request-view.tsx';
import { ApplicationCardContent } from '#client/features/application/index.ts';
import { TemplateGuideView } from '#client/features/guide/template-guide-view.tsx';
import { PaymentView } from '#client/features/payments/payment-view.tsx';
import { NextStepPanel } from './next-step-panel.tsx';

function DashboardCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <span className="rounded-lg bg-brand-50 p-2 text-brand-800">{props.icon}</span>
          {props.badge}
        </div>
        <CardTitle className="mt-2">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>{props.children}</CardContent>
    </Card>
  );
}

const STEPS = [
  {
    title: 'Build your family tree',
    text: 'Add yourself, your parents and your grandparents, with where and when each was born.',
  },
  {
    title: 'Gather your documents',
    text: 'Order the long-form civil certificates for each person in your Irish line.',
  },
  {
    title: 'Submit your application',
    text: 'Complete the online form in one sitting, have it witnessed, and post it with your originals.',
  },
];

/** The dashboard's views: one screen, switched without a route change (spec 'Dashboard'). Add new views here. */
export type DashboardView =
  'main' | 'tree' | 'member-form' | 'guide' | 'guide-payment' | 'documents' | 'documents-confirm' | 'payment';

/** The signed-in home: the main cards, the family tree and the member form, as views of one screen. */
export function DashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = location.state as DashboardLocationState;
  const requestedOrder = requested?.openDocumentRequest ?? null;
  const requestedDocuments = requested?.openDocuments === true;
  const [view, setView] = useState<DashboardView>(
    requestedOrder ? 'documents-confirm' : requestedDocuments ? 'documents' : 'main',
  );
  const [memberTarget, setMemberTarget] = useState<MemberFormTarget | null>(null);
  const [documentOrder, setDocumentOrder] = useState<{ id: string; created?: DocumentRequestResponse } | null>(
    requestedOrder ? { id: requestedOrder } : null,
  );
  const first = useRef(true);

  // A request id in the navigation state opens its confirmation (adjusted while rendering); the state is
  // then cleared so a reload does not (nor reopens the document request view).
  const [openedOrder, setOpenedOrder] = useState(requestedOrder);
  if (openedOrder !== requestedOrder) {
    setOpenedOrder(requestedOrder);
    if (requestedOrder) {
      setDocumentOrder({ id: requestedOrder });
      setView('documents-confirm');
    }
  }
  useEffect(() => {
    if (requestedOrder || requestedDocuments) void navigate(location.pathname, { replace: true, state: null });
  }, [requestedOrder, requestedDocuments, navigate, location.pathname]);

  // A new view starts at the top with focus on its heading, as a page change would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('[data-view-heading]')?.focus({ preventScroll: true });
  }, [view, memberTarget, documentOrder]);

  const openMember = (target: MemberFormTarget) => {
    setMemberTarget(target);
    setView('member-form');
  };

  switch (view) {
    case 'tree':
      return <FamilyTreeView onBack={() => setView('main')} onOpenMember={openMember} />;
    case 'member-form':
      return memberTarget ? (
        <MemberFormView
          key={
            memberTarget.mode === 'edit'
              ? memberTarget.memberId
              : `new-${memberTarget.relationship}-${memberTarget.parentId}`
          }
          target={memberTarget}
          onDone={() => setView('tree')}
          onCancel={() => setView('tree')}
        />
      ) : null;
    case 'documents':
      return (
        <DocumentRequestView
          onBack={() => setView('main')}
          onOpenTree={() => setView('tree')}
          onCreated={(order) => {
            setDocumentOrder({ id: order.id, created: order });
            setView('documents-confirm');
          }}
        />
      );
    case 'documents-confirm':
      return documentOrder ? (
        <DocumentConfirmView
          key={documentOrder.id}
          requestId={documentOrder.id}
          initial={documentOrder.created}
          onCancel={() => setView('main')}
          onProceed={() => setView('payment')}
        />
      ) : null;
    case 'payment':
      return documentOrder ? (
        <PaymentView
          key={documentOrder.id}
          type="document"
          documentRequestId={documentOrder.id}
          amount={documentOrder.created?.baseAmount}
          onBack={() => setView('main')}
        />
      ) : null;
    case 'guide':
      return (
        <TemplateGuideView
          onBack={() => setView('main')}
          onBuy={() => setView('guide-payment')}
          onOpenTree={() => setView('tree')}
          onOpenMember={(memberId) => openMember({ mode: 'edit', memberId })}
        />
      );
    case 'guide-payment':
      return <PaymentView type="pdf" onBack={() => setView('guide')} onSuccess={() => setView('guide')} />;
    case 'main':
      return (
        <MainView
          onOpenTree={() => setView('tree')}
          onOpenGuide={() => setView('guide')}
          onOpenDocuments={() => setView('documents')}
        />
      );
  }
}

/**
 * View 1: the next step at the top, then the cards of spec 'Dashboard' at their own heights, and
 * Getting Started until the tree has its first member (docs/decisions/063-a-dashboard-that-leads-and-pages-without-javascript.md).
 */
function MainView(props: { onOpenTree: () => void; onOpenGuide: () => void; onOpenDocuments: () => void }) {
  const { onOpenTree, onOpenGuide, onOpenDocuments } = props;
  usePageTitle('Dashboard');
  // The name saved in Settings, never the email's stand-in that the header shows.
  const { data: session } = useQuery(sessionQueryOptions());
  const name = session?.user?.name.trim();
  const eligibility = useEligibility();
  const treeStarted = eligibility.data ? eligibility.data.memberCount > 0 : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 data-view-heading tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        Dashboard
      </h1>
      <p className="mt-1 text-slate-600" data-testid="greeting">
        {name ? `Welcome, ${name}. ` : ''}Here is where your Irish citizenship application stands.
      </p>

      <div className="mt-6">
        <NextStepPanel onOpenTree={onOpenTree} />
      </div>

      {treeStarted === false && (
        <section
          aria-labelledby="getting-started"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="getting-started" className="text-xl font-semibold text-slate-900">
            Getting Started
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white">
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{step.title}</span>
                  <span className="text-sm text-slate-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {/* Two stacks, not a grid of rows: each card keeps its own height, with no space stretched below it.
          Where the application stands on the left, the services on the right. */}
      <div className="mt-6 grid items-start gap-5 md:grid-cols-2" data-testid="dashboard-cards">
        <div className="flex flex-col gap-5">
          <DashboardCard
            icon={<PenLine aria-hidden="true" />}
            title="Your Application"
            description="Every document, checked against your tree, then posting and DFA's answer."
          >
            <ApplicationCardContent />
          </DashboardCard>
          <DashboardCard
            icon={<FolderTree aria-hidden="true" />}
            title="Family Tree"
            description="You, your parents and your grandparents: the facts your eligibility rests on."
            badge={<TreeEligibilityBadge />}
          >
            <FamilyTreeCardContent onOpen={onOpenTree} />
          </DashboardCard>
        </div>
        <div className="flex flex-col gap-5">
          <DashboardCard
            icon={<FileText aria-hidden="true" />}
            title="Template Guide"
            description="Your personalised PDF application pack, built from your tree."
          >
            <div className="flex flex-col gap-3">
              <p className="text-sm text-slate-600">
                Which documents you need, where each comes from, and the form's answers.
              </p>
              <Button onClick={onOpenGuide} className="w-full sm:w-auto">
                Open Template Guide
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </DashboardCard>
          <DashboardCard
            icon={<FileSearch aria-hidden="true" />}
            title="Document Service"
            description="We research and order the certificates you need. Supported countries: Ireland and UK."
          >
            <div className="flex flex-col gap-3">
              <p className="text-sm text-slate-600">
                We suggest the certificates for your Irish line from your family tree.
              </p>
              <Button onClick={onOpenDocuments} className="w-full sm:w-auto">
                Order Documents
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </DashboardCard>
          <DashboardCard
            icon={<ClipboardList aria-hidden="true" />}
            title="My Orders"
            description="Track your certificate orders and deliveries."
          >
            <Button asChild variant="outline">
              <Link to="/orders">View My Orders</Link>
            </Button>
          </DashboardCard>
        </div>
      </div>
    </div>
  );
}
