import { ClipboardList, FileSearch, FileText, FolderTree, PenLine } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { TreeEligibilityBadge } from '../family-tree/eligibility-badge.tsx';
import { FamilyTreeCardContent } from '../family-tree/family-tree-card.tsx';
import { FamilyTreeView } from '../family-tree/family-tree-view.tsx';
import { MemberFormView } from '../family-tree/member-form.tsx';
import type { MemberFormTarget } from '../family-tree/member-form-values.ts';

function DashboardCard(props: { icon: ReactNode; title: string; description: string; children?: ReactNode; badge?: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <span className="rounded-lg bg-brand-50 p-2 text-brand-800">{props.icon}</span>
          {props.badge}
        </div>
        <CardTitle className="mt-2">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{props.children}</CardContent>
    </Card>
  );
}

const STEPS = [
  { title: 'Build your family tree', text: 'Add yourself, your parents and your grandparents, with where and when each was born.' },
  { title: 'Gather your documents', text: 'Order the long-form civil certificates for each person in your Irish line.' },
  { title: 'Submit your application', text: 'Complete the online form in one sitting, have it witnessed, and post it with your originals.' },
];

/** The dashboard's views: one screen, switched without a route change (spec 'Dashboard'). Add new views here. */
export type DashboardView = 'main' | 'tree' | 'member-form';

/** The signed-in home: the main cards, the family tree and the member form, as views of one screen. */
export function DashboardPage() {
  const [view, setView] = useState<DashboardView>('main');
  const [memberTarget, setMemberTarget] = useState<MemberFormTarget | null>(null);
  const first = useRef(true);

  // A new view starts at the top with focus on its heading, as a page change would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('[data-view-heading]')?.focus({ preventScroll: true });
  }, [view, memberTarget]);

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
          key={memberTarget.mode === 'edit' ? memberTarget.memberId : `new-${memberTarget.relationship}-${memberTarget.parentId}`}
          target={memberTarget}
          onDone={() => setView('tree')}
          onCancel={() => setView('tree')}
        />
      ) : null;
    case 'main':
      return <MainView onOpenTree={() => setView('tree')} />;
  }
}

/** View 1: the cards of spec 'Dashboard' and the Getting Started panel. */
function MainView({ onOpenTree }: { onOpenTree: () => void }) {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 data-view-heading tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        Your application
      </h1>
      <p className="mt-1 text-slate-600">Welcome back, {user?.name}. Here is where your Irish citizenship application stands.</p>

      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardCard
          icon={<FolderTree aria-hidden="true" />}
          title="Family Tree"
          description="You, your parents and your grandparents: the facts your eligibility rests on."
          badge={<TreeEligibilityBadge />}
        >
          <FamilyTreeCardContent onOpen={onOpenTree} />
        </DashboardCard>
        <DashboardCard
          icon={<FileText aria-hidden="true" />}
          title="Template Guide"
          description="Your personalised PDF application pack, built from your tree."
        >
          <p className="text-sm text-slate-600">Available once your family tree shows a route to citizenship.</p>
        </DashboardCard>
        <DashboardCard
          icon={<FileSearch aria-hidden="true" />}
          title="Document Service"
          description="We research and order the certificates you need. Supported countries: Ireland and UK."
        >
          <p className="text-sm text-slate-600">Ordering opens with your family tree.</p>
        </DashboardCard>
        <DashboardCard icon={<ClipboardList aria-hidden="true" />} title="My Orders" description="Track your certificate orders and deliveries.">
          <Button asChild variant="outline">
            <Link to="/orders">View My Orders</Link>
          </Button>
        </DashboardCard>
        <DashboardCard
          icon={<PenLine aria-hidden="true" />}
          title="Create Application"
          description="Fill in the official application with your answers."
          badge={<Badge variant="accent">Coming Soon</Badge>}
        >
          <Button disabled>Coming Soon</Button>
        </DashboardCard>
      </div>

      <section aria-labelledby="getting-started" className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
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
    </div>
  );
}
