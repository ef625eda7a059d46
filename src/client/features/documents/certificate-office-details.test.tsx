import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificateOffice } from '#domain/documents/certificate-office.ts';
import { RESEARCH_NOTE_PHRASES } from '#domain/documents/offices/wording.ts';
import { CertificateOfficeDetails } from './certificate-office-details.tsx';

/** The day the office figures are read on (docs/decisions/037-facts-that-stay-fresh.md). */
const TODAY = '2026-11-27';

describe('CertificateOfficeDetails', () => {
  it('names the Massachusetts registry for a Boston birth, with the order address, what to ask for and dated figures', () => {
    const office = certificateOffice({ country: 'USA', place: 'Boston', kind: 'birth' }, TODAY);
    const { container } = render(<CertificateOfficeDetails office={office} open />);
    expect(screen.getByText(/Issued by: Massachusetts Registry of Vital Records and Statistics/)).toBeDefined();
    const order = screen.getByRole('link', { name: /mass\.gov/ });
    expect(order.getAttribute('href')).toBe('https://www.mass.gov/orgs/registry-of-vital-records-and-statistics');
    expect(screen.getByText(/full birth record that names both parents, from the RVRS/)).toBeDefined();
    expect(screen.getByText(/reported by legalclarity\.org, last checked November 2026/)).toBeDefined();
    const sources = screen.getByText('Sources').parentElement as HTMLElement;
    expect(within(sources).getByRole('link', { name: 'recordsanchor.com' })).toBeDefined();
    const text = (container.textContent ?? '').toLowerCase();
    for (const phrase of RESEARCH_NOTE_PHRASES) expect(text).not.toContain(phrase.toLowerCase());
  });

  it('says which offices apply and what to check for a US place with no state', () => {
    const office = certificateOffice({ country: 'USA', place: 'Springfield', kind: 'birth' }, TODAY);
    render(<CertificateOfficeDetails office={office} open />);
    expect(screen.getByText(/Where to order: The vital records office of the state where it happened/)).toBeDefined();
    expect(screen.getByText(/Check which state 'Springfield' is in/)).toBeDefined();
  });
});
