import { formatDistance, formatDistanceStrict, parseISO } from 'date-fns';
import { Activity, Database, Gauge, Mail, MailWarning, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '#client/lib/toast.ts';
import type { AdminFailedEmail, AdminJobRun, AdminScheduledJob, AdminSystem } from '#shared/admin-system.ts';
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
import { Spinner } from '#client/components/ui/spinner.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount, formatDateTime } from './format.ts';
import { useAdminSystem, useRetryEmail } from './system-api.ts';

/** 'every 2 seconds', 'every hour', 'every day'. */
export function everyInWords(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([s]) => seconds % s === 0) ?? [1, 'second'];
  const n = seconds / size;
  return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
}

/** What a run did: '1 sent, 0 failed'; 'nothing to do' when every count is zero. */
export function countsInWords(counts: Record<string, number> | null): string {
  if (!counts || Object.keys(counts).length === 0) return '—';
  if (Object.values(counts).every((n) => n === 0)) return 'nothing to do';
  return Object.entries(counts)
    .map(([what, n]) => `${formatCount(n)} ${what}`)
    .join(', ');
}

/** '2 minutes ago' or 'in 5 minutes', counted from the server's clock; the exact time on hover. */
function When({ iso, now }: { iso: string | null; now: string }) {
  if (!iso) return <span className="text-slate-500">never</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="sm:whitespace-nowrap">
      {formatDistance(parseISO(iso), parseISO(now), { addSuffix: true })}
    </time>
  );
}

function Outcome({ outcome }: { outcome: 'ok' | 'failed' | null }) {
  if (outcome === null) return <Badge variant="neutral">Not run yet</Badge>;
  return outcome === 'ok' ? <Badge>Succeeded</Badge> : <Badge variant="danger">Failed</Badge>;
}

function Glance({ label, value, detail, icon }: { label: string; value: string; detail: ReactNode; icon: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4" data-testid="system-glance">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span className="text-brand-700 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-sm text-slate-600">{detail}</dd>
    </div>
  );
}

function AtAGlance({ data }: { data: AdminSystem }) {
  const { outbox, jobPool, requests, database } = data.glance;
  const p95 = requests.p95Seconds;
  return (
    <Card>
      <CardHeader>
        <CardTitle>At a glance</CardTitle>
        <CardDescription>
          This server process, since it started; the queue and the database as they are now.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Glance
            label="Emails waiting"
            value={formatCount(outbox.pending)}
            icon={<Mail />}
            detail={
              outbox.oldestUnsentSeconds === null
                ? 'Nothing waiting to send'
                : `Oldest queued ${formatDistanceStrict(0, outbox.oldestUnsentSeconds * 1000)} ago`
            }
          />
          <Glance
            label="Failed emails"
            value={formatCount(outbox.failedTotal)}
            icon={<MailWarning />}
            detail={outbox.failedTotal === 0 ? 'None given up on' : 'Given up on after every attempt'}
          />
          <Glance
            label="Job pool"
            value={`${jobPool.running} of ${jobPool.threads}`}
            icon={<Gauge />}
            detail={`threads busy, ${formatCount(jobPool.waiting)} waiting`}
          />
          <Glance
            label="Requests"
            value={formatCount(requests.count)}
            icon={<Activity />}
            detail={p95 === null ? 'None answered yet' : `95% answered within ${formatSeconds(p95)}`}
          />
          <Glance
            label="Database"
            value={database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}
            icon={<Database />}
            detail={
              database.pool
                ? `${database.pool.total} connections, ${database.pool.idle} idle, ${database.pool.waiting} waiting`
                : 'Embedded, one connection'
            }
          />
        </dl>
      </CardContent>
    </Card>
  );
}

/** 120 ms, 1.4 s */
const formatSeconds = (s: number) => (s < 1 ? `${Math.max(1, Math.round(s * 1000))} ms` : `${s.toFixed(1)} s`);

function JobsCard({ jobs, now }: { jobs: AdminScheduledJob[]; now: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scheduled jobs</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        {jobs.length === 0 ? (
          <p className="px-6 text-sm text-slate-600 sm:px-0">
            No job has been registered yet: the scheduler registers them at its first tick, a second after the server
            starts.
          </p>
        ) : (
          <Table>
            <TableCaption className="caption-top px-3 pb-3 text-left sm:px-0">
              What runs on its own, how often, how its last run ended and when it runs next.
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Job</TableHead>
                <TableHead scope="col">Last run</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Result
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Next run
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.map((j) => (
                <TableRow key={j.name} data-testid="system-job">
                  <TableHead
                    scope="row"
                    className="h-auto py-3 align-top text-sm font-medium tracking-normal normal-case"
                  >
                    <span className="block whitespace-normal text-slate-900">{j.label}</span>
                    <span className="block text-xs font-normal text-slate-600">{everyInWords(j.everySeconds)}</span>
                    {/* On a phone the result and the next run are read here, their columns hidden. */}
                    <span className="mt-1 block text-xs font-normal whitespace-normal text-slate-600 sm:hidden">
                      {j.lastError ? (
                        <span className="block text-red-800">{j.lastError}</span>
                      ) : (
                        j.lastCounts && <span className="block">{countsInWords(j.lastCounts)}</span>
                      )}
                      <span className="block">
                        Next run <When iso={j.nextRunAt} now={now} />
                      </span>
                    </span>
                  </TableHead>
                  <TableCell className="align-top">
                    <span className="block">
                      <When iso={j.lastStartedAt} now={now} />
                    </span>
                    <span className="mt-1 block">
                      {j.running ? <Badge variant="accent">Running</Badge> : <Outcome outcome={j.lastOutcome} />}
                    </span>
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    {j.lastError ? (
                      <span className="block max-w-xs break-words text-red-800">{j.lastError}</span>
                    ) : (
                      countsInWords(j.lastCounts)
                    )}
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    <When iso={j.nextRunAt} now={now} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Every Retry and the line saying none failed share a focus key (decision 071): once a sent email's
 * row goes, focus moves to the next Retry, else to that line.
 */
const RETRY_FOCUS_KEY = 'failed-email-retry';

function RetryDialog({ email }: { email: AdminFailedEmail }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryEmail();
  const confirm = () =>
    retry.mutate(email.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Email queued again', { description: `To ${email.to}: it is sent within a few seconds.` });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) retry.reset();
      }}
    >
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Retry the email to ${email.to}: ${email.subject}`}
        data-focus-id={RETRY_FOCUS_KEY}
      >
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send this email again?</DialogTitle>
          <DialogDescription>
            &lsquo;{email.subject}&rsquo; to {email.to} goes back into the queue and is sent within a few seconds. Its{' '}
            {email.attempts} failed attempts are forgotten: if it fails again, it is tried again with the usual waits.
          </DialogDescription>
        </DialogHeader>
        {retry.isError && (
          <Alert variant="destructive">
            <AlertTitle>Not queued</AlertTitle>
            <AlertDescription>{errorMessage(retry.error, 'The email could not be queued again.')}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button busy={retry.isPending} busyLabel="Queuing…" onClick={confirm}>
            Send again
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FailedEmailsCard({ emails, total, now }: { emails: AdminFailedEmail[]; total: number; now: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed emails</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        {emails.length === 0 ? (
          <p
            className="px-6 text-sm text-slate-600 sm:px-0"
            data-testid="no-failed-emails"
            data-focus-id={RETRY_FOCUS_KEY}
          >
            No failed emails: every message was sent or is still being tried.
          </p>
        ) : (
          <Table>
            <TableCaption className="caption-top px-3 pb-3 text-left sm:px-0">
              Messages the outbox gave up on after every attempt
              {total > emails.length ? ` (the newest ${emails.length} of ${formatCount(total)})` : ''}. Retry one once
              the cause (a full mailbox, the mail server) is fixed.
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Email</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Attempts
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Last error
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Queued
                </TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Action</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {emails.map((m) => (
                <TableRow key={m.id} data-testid="failed-email">
                  <TableHead scope="row" className="h-auto py-3 align-top text-sm tracking-normal normal-case">
                    <span className="block font-medium break-all whitespace-normal text-slate-900">{m.to}</span>
                    <span className="block font-normal whitespace-normal text-slate-600">{m.subject}</span>
                    <span className="mt-1 block text-xs font-normal whitespace-normal text-slate-600 sm:hidden">
                      {m.attempts} attempts, queued <When iso={m.createdAt} now={now} />
                      {m.lastError && <span className="block text-red-800">{m.lastError}</span>}
                    </span>
                  </TableHead>
                  <TableCell className="hidden align-top tabular-nums sm:table-cell">{m.attempts}</TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    <span className="block max-w-xs break-words text-red-800">{m.lastError ?? '—'}</span>
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    <When iso={m.createdAt} now={now} />
                  </TableCell>
                  <TableCell className="align-top">
                    <RetryDialog email={m} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function RunsCard({ runs, now }: { runs: AdminJobRun[]; now: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent runs</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        {runs.length === 0 ? (
          <p className="px-6 text-sm text-slate-600 sm:px-0">
            No run has done anything or failed yet. Runs with nothing to do are not kept.
          </p>
        ) : (
          <Table>
            <TableCaption className="caption-top px-3 pb-3 text-left sm:px-0">
              {runs.length === 1
                ? 'The last run that did something or failed.'
                : `The last ${runs.length} runs that did something or failed, newest first.`}
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Job</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Started
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Took
                </TableHead>
                <TableHead scope="col">Outcome</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Result
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.map((r) => (
                <TableRow key={r.id} data-testid="system-run">
                  <TableHead
                    scope="row"
                    className="h-auto py-3 align-top text-sm font-medium tracking-normal normal-case"
                  >
                    <span className="block whitespace-normal text-slate-900">{r.label}</span>
                    <span className="mt-1 block text-xs font-normal whitespace-normal text-slate-600 sm:hidden">
                      <When iso={r.startedAt} now={now} />
                      {': '}
                      {r.error ? <span className="text-red-800">{r.error}</span> : countsInWords(r.counts)}
                    </span>
                  </TableHead>
                  <TableCell className="hidden align-top sm:table-cell">
                    <When iso={r.startedAt} now={now} />
                  </TableCell>
                  <TableCell className="hidden align-top whitespace-nowrap tabular-nums sm:table-cell">
                    {formatSeconds((Date.parse(r.finishedAt) - Date.parse(r.startedAt)) / 1000)}
                  </TableCell>
                  <TableCell className="align-top">
                    <Outcome outcome={r.outcome} />
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    {r.error ? (
                      <span className="block max-w-xs break-words text-red-800">{r.error}</span>
                    ) : (
                      countsInWords(r.counts)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 'System' (docs/decisions/055-operators-eyes.md): the scheduled jobs and their last runs, the
 * emails the outbox gave up on (each can be sent again), and the figures that matter at a glance.
 */
export function SystemTab() {
  const { data, isPending, isError } = useAdminSystem();
  if (isPending) return <Spinner label="Loading the system's state" />;
  if (isError || !data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error Loading System</AlertTitle>
        <AlertDescription>The system's state could not be loaded. Please try again in a moment.</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <AtAGlance data={data} />
      <FailedEmailsCard emails={data.failedEmails} total={data.glance.outbox.failedTotal} now={data.generatedAt} />
      <JobsCard jobs={data.jobs} now={data.generatedAt} />
      <RunsCard runs={data.recentRuns} now={data.generatedAt} />
    </div>
  );
}
