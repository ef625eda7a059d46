import { UK_IRELAND } from '#domain/documents/offices/uk-ireland.ts';
import { figureLine } from '#domain/documents/offices/wording.ts';
import { todayIso } from '#client/lib/today.ts';

/**
 * The registries we order from, each with its own fee for a certificate (from the office data, with
 * its source), as on `today`: a fee seen more than 18 months ago reads 'Ask the office …'.
 */
const registryFees = (today: string) =>
  UK_IRELAND.map((entry) => ({
    region: entry.region,
    fee: figureLine(entry.events.birth.fee, 'fee', today),
  }));

/** The services section's list of registry fees: with the office tables it reads, a chunk of its own (decision 078). */
export function RegistryFeeList() {
  return (
    <dl className="mt-2 space-y-2">
      {registryFees(todayIso()).map(({ region, fee }) => (
        <div key={region}>
          <dt className="font-medium text-slate-900">{region}</dt>
          <dd className="text-slate-600">{fee}</dd>
        </div>
      ))}
    </dl>
  );
}
