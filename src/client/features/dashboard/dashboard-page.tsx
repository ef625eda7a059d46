import { ClipboardList, FileSearch, FileText, FolderTree, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAuth } from '../auth/auth-context.tsx';

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

/** The signed-in home: the cards of spec 'Dashboard' view 1 and the Getting Started panel. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your application</h1>
      <p className="mt-1 text-slate-600">Welcome back, {user?.name}. Here is where your Irish citizenship application stands.</p>

      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardCard
          icon={<FolderTree aria-hidden="true" />}
          title="Family Tree"
          description="You, your parents and your grandparents: the facts your eligibility rests on."
          badge={<Badge variant="neutral">Incomplete</Badge>}
        >
          <p className="text-sm text-slate-600">The family tree builder is being finished and opens here shortly.</p>
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
