import { cn } from '../lib/cn.ts';
import { useCompanyIdentity } from '../lib/public-config.ts';

/** The company behind the service: legal name, company number, registered office and contact email. */
export function CompanyIdentity({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const company = useCompanyIdentity();
  if (!company) return null;
  return (
    <address className={cn('wrap-anywhere not-italic', className)}>
      <span className="block font-medium">{company.legalName}</span>
      <span className="block">Company number: {company.companyNumber}</span>
      <span className="block">Registered office: {company.registeredAddress}</span>
      <span className="block">
        Email:{' '}
        <a href={`mailto:${company.email}`} className={cn('underline', linkClassName)}>
          {company.email}
        </a>
      </span>
    </address>
  );
}
