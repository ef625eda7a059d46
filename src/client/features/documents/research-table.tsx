import { documentTypeLabel, type Recommendation } from '#domain/orders/research.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { CertificateOfficeDetails } from './certificate-office-details.tsx';
import { researchCost } from './research-cost.ts';
import type { DocumentRequestState } from './use-document-request.ts';

const rowKey = (r: Pick<Recommendation, 'subjectId' | 'type'>) => `${r.subjectId}:${r.type}`;

function PriorityBadge({ priority }: { priority: Recommendation['priority'] }) {
  return priority === 'critical' ? (
    <Badge variant="danger">Required</Badge>
  ) : (
    <Badge variant="neutral">Recommended</Badge>
  );
}

/** The certificates recommended for the line, each with its tick box, reason, priority and cost. */
export function ResearchTable({ request }: { request: DocumentRequestState }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="w-12 pl-6 sm:pl-3">
            <span className="sr-only">Order</span>
          </TableHead>
          <TableHead scope="col">Document</TableHead>
          <TableHead scope="col" className="hidden md:table-cell">
            Why we need it
          </TableHead>
          <TableHead scope="col" className="hidden sm:table-cell">
            Priority
          </TableHead>
          <TableHead scope="col" className="pr-6 text-right sm:pr-3">
            Est. cost
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {request.rows.map((row) => (
          <ResearchRow key={rowKey(row)} row={row} request={request} />
        ))}
      </TableBody>
    </Table>
  );
}

function ResearchRow({ row, request }: { row: Recommendation; request: DocumentRequestState }) {
  const id = `doc-${rowKey(row).replace(/[^a-z0-9]/gi, '-')}`;
  const checked = request.isTicked(row);
  return (
    <TableRow
      data-state={checked ? 'selected' : undefined}
      data-testid="research-row"
      className={cn(!row.available && 'bg-slate-50')}
    >
      <TableCell className="pl-6 align-top sm:pl-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={!row.available || !request.selectionsReady}
          aria-describedby={`${id}-reason`}
          onCheckedChange={(v) => request.toggle(row, v === true)}
        />
      </TableCell>
      <TableCell className="align-top">
        <label htmlFor={id} className={cn('block', row.available ? 'cursor-pointer' : 'text-slate-500')}>
          <span className="block font-semibold text-slate-900 sm:whitespace-nowrap">{documentTypeLabel(row.type)}</span>
          <span className="block text-slate-700">{row.subject}</span>
        </label>
        <span className="mt-1 block sm:hidden">
          <PriorityBadge priority={row.priority} />
        </span>
        <p id={`${id}-reason`} className="mt-1 text-xs text-slate-600 md:hidden">
          {row.reason}
        </p>
        {!row.available && row.unavailableReason && (
          <p className="mt-1 text-xs text-amber-800 italic">{row.unavailableReason}</p>
        )}
        {row.office && <CertificateOfficeDetails office={row.office} open={!row.available} />}
      </TableCell>
      <TableCell className="hidden align-top text-slate-700 md:table-cell">{row.reason}</TableCell>
      <TableCell className="hidden align-top sm:table-cell">
        <PriorityBadge priority={row.priority} />
      </TableCell>
      <TableCell className="pr-6 text-right align-top whitespace-nowrap tabular-nums sm:pr-3">
        {/* A row we cannot order has no cost of ours: the office named on it sets its own fee. */}
        <span className={cn(!row.available && 'text-xs text-slate-600')}>{researchCost(row, request.currency)}</span>
      </TableCell>
    </TableRow>
  );
}
