import { ExternalLink } from 'lucide-react';
import type { AdminOfficeFacts } from '#shared/admin.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useAdminOfficeFacts } from './api/get-office-facts.ts';
import { formatCount } from './format.ts';

type Fact = AdminOfficeFacts['facts'][number];

const KIND_WORDS: Record<Fact['kind'], string> = { address: 'Office and address', fee: 'Fee', time: 'Time' };

function age(fact: Fact): string {
  if (fact.ageMonths === null) return 'No date';
  if (fact.ageMonths < 12) return `${fact.ageMonths} months`;
  const years = Math.floor(fact.ageMonths / 12);
  return `${years} year${years === 1 ? '' : 's'}${fact.ageMonths % 12 ? ` ${fact.ageMonths % 12} months` : ''}`;
}

/**
 * 'Facts to re-check' (docs/decisions/037-facts-that-stay-fresh.md): every fee, time and address
 * the office data set shows, oldest first, with where it was read and when. Those past 18 months
 * read 'ask the office' for users until someone checks the source and updates the data set.
 */
export function FactsTab() {
  const { data, isPending, isError } = useAdminOfficeFacts();
  if (isPending) return <Spinner label="Loading office facts" />;
  if (isError || !data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error Loading Facts</AlertTitle>
        <AlertDescription>The office facts could not be loaded. Please try again in a moment.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Facts to re-check</CardTitle>
        <CardDescription data-testid="facts-summary">
          {formatCount(data.stale)} of {formatCount(data.total)} facts were seen more than {data.staleAfterMonths}{' '}
          months before {data.today}: users see them as &lsquo;ask the office&rsquo;, with the old figure as a hint,
          until the source is checked again and the office data set updated. Oldest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Seen</TableHead>
              <TableHead scope="col">Office</TableHead>
              <TableHead scope="col">Fact</TableHead>
              <TableHead scope="col">Source</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.facts.map((f) => (
              <TableRow key={f.id} data-testid="office-fact" data-stale={f.stale ? 'true' : 'false'}>
                <TableCell className="align-top whitespace-nowrap">
                  <span className="block">{f.seenLabel ?? 'No date'}</span>
                  <span className="block text-xs text-slate-600">{age(f)}</span>
                  {f.stale && (
                    <Badge variant="danger" className="mt-1">
                      Re-check
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="align-top">
                  <span className="block font-medium">{f.region}</span>
                  <span className="block text-xs text-slate-600">{f.events.join(', ')}</span>
                </TableCell>
                <TableCell className="align-top">
                  <span className="block text-xs font-medium text-slate-600">{KIND_WORDS[f.kind]}</span>
                  <span className="block">{f.text}</span>
                </TableCell>
                <TableCell className="align-top">
                  <a
                    href={f.sourceUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 break-all text-brand-800 underline"
                  >
                    {f.sourceUrl}
                    <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                  </a>
                  <span className="block text-xs text-slate-600">{f.sourceKind}</span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
