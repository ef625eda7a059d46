import type { DashboardLocationState } from '#client/lib/dashboard-location.ts';
import { ArrowRight, ClipboardList, FileSearch, FileText, FolderTree, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { HydrateApart } from '#client/components/render-later.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { documentRequestPath, GUIDE_PATH, ORDER_DOCUMENTS_PATH } from '#client/lib/paths.ts';
import { sessionQueryOptions } from '#client/lib/get-session.ts';
import { TreeEligibilityBadge } from '#client/features/family-tree/eligibility-badge.tsx';
import { useEligibility } from '#client/features/family-tree/index.ts';
import { FamilyTreeCardContent } from '#client/features/family-tree/family-tree-card.tsx';
import { ApplicationCardContent } from '#client/features/application/index.ts';
import { NextStepPanel } from './next-step-panel.tsx';
import { noRegisterReason } from '#domain/eligibility/no-register-reason.ts';

function DashboardCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  badge?: ReactNode;
}) {
  // Each card hydrated in a task of its own, as the next step is: the page in one task blocked it (issue 32).
  return (
    <HydrateApart>
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
    </HydrateApart>
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

/**
 * The signed-in home. The tree, the member form, the guide and Order Documents have addresses of
 * their own (src/client/lib/paths.ts); navigation state from before they had them still leads there.
 */
export function DashboardPage() {
  const legacy = useLocation().state as DashboardLocationState;
  if (legacy?.openDocumentRequest) return <Navigate to={documentRequestPath(legacy.openDocumentRequest)} replace />;
  if (legacy?.openDocuments) return <Navigate to={ORDER_DOCUMENTS_PATH} replace />;
  return <MainView />;
}

/**
 * The next step at the top, then the cards of spec 'Dashboard' at their own heights, and
 * Getting Started until the tree has its first member (docs/decisions/063-a-dashboard-that-leads-and-pages-without-javascript.md).
 */
function MainView() {
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
        <HydrateApart>
          <NextStepPanel />
        </HydrateApart>
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
            <ApplicationCardContent noRegister={eligibility.data ? noRegisterReason(eligibility.data) : null} />
          </DashboardCard>
          <DashboardCard
            icon={<FolderTree aria-hidden="true" />}
            title="Family Tree"
            description="You, your parents and your grandparents: the facts your eligibility rests on."
            badge={<TreeEligibilityBadge />}
          >
            <FamilyTreeCardContent />
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
              <Button asChild className="w-full sm:w-auto">
                <Link to={GUIDE_PATH}>
                  Open Template Guide
                  <ArrowRight aria-hidden="true" />
                </Link>
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
              <Button asChild className="w-full sm:w-auto">
                <Link to={ORDER_DOCUMENTS_PATH}>
                  Order Documents
                  <ArrowRight aria-hidden="true" />
                </Link>
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
