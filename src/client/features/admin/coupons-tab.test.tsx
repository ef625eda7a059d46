import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, stubFetch, type SentRequest } from '#tests/support/client-render.tsx';
import { CouponsTab } from './coupons-tab.tsx';

const created = {
  id: 'c1',
  code: 'SPRING',
  name: 'Spring offer',
  percentOff: 15,
  amountOff: null,
  expiresAt: null,
  usageLimit: 50,
  timesUsed: 0,
  active: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const answer = ({ method, path }: SentRequest) =>
  path === '/api/config' ? { currency: 'eur' } : method === 'GET' ? [] : created;

function form() {
  renderWithClient(<CouponsTab />);
  return within(screen.getByRole('form', { name: 'Create coupon' }));
}

describe('the create-coupon form', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const sent = stubFetch(answer);
    const f = form();
    await userEvent.type(f.getByLabelText('Code'), 'a!');
    await userEvent.type(f.getByLabelText('Percent'), '150');
    await userEvent.type(f.getByLabelText('Usage limit (optional)'), '0');
    await userEvent.type(f.getByLabelText('Expires on (optional)'), '2020-01-01');
    await userEvent.click(f.getByRole('button', { name: 'Create Coupon' }));
    expect(await f.findByText('Use 3-40 letters, digits, - or _')).toBeDefined();
    expect(f.getByText('Name is required')).toBeDefined();
    expect(f.getByText('Enter a whole percentage from 1 to 100')).toBeDefined();
    expect(f.getByText('Enter a whole number of at least 1, or leave empty')).toBeDefined();
    expect(f.getByText('Choose a day from today on')).toBeDefined();
    expect(f.getByLabelText('Code').getAttribute('aria-describedby')).toMatch(/-code-error$/);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks for an amount in the currency when the discount is an amount', async () => {
    stubFetch(answer);
    const f = form();
    await userEvent.selectOptions(f.getByLabelText('Discount'), 'Amount off');
    await userEvent.type(await f.findByLabelText('Amount (EUR)'), '4.505');
    await userEvent.click(f.getByRole('button', { name: 'Create Coupon' }));
    expect(await f.findByText('Enter an amount such as 5 or 4.50')).toBeDefined();
  });

  it('sends the body the server validates: trimmed, minor units, the end of the chosen day', async () => {
    const sent = stubFetch(answer);
    const f = form();
    await userEvent.type(f.getByLabelText('Code'), ' spring ');
    await userEvent.type(f.getByLabelText('Name'), ' Spring offer ');
    await userEvent.selectOptions(f.getByLabelText('Discount'), 'Amount off');
    await userEvent.type(await f.findByLabelText('Amount (EUR)'), '4.50');
    await userEvent.type(f.getByLabelText('Usage limit (optional)'), '50');
    await userEvent.type(f.getByLabelText('Expires on (optional)'), '2099-12-31');
    await userEvent.click(f.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon created')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/coupons',
        body: {
          code: 'spring',
          name: 'Spring offer',
          percentOff: null,
          amountOff: 450,
          usageLimit: 50,
          expiresAt: new Date('2099-12-31T23:59:59').toISOString(),
        },
      },
    ]);
    expect((f.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });
});

describe('a deactivated coupon', () => {
  it('can be re-created: its terms fill the form, and the code is sent again with what the admin changed', async () => {
    const inactive = {
      ...created,
      amountOff: 450,
      percentOff: null,
      active: false,
      timesUsed: 50,
      expiresAt: '2020-03-31T22:59:59.000Z',
      history: [],
    };
    const sent = stubFetch(({ method, path }) =>
      path === '/api/config' ? { currency: 'eur' } : method === 'GET' ? [inactive] : created,
    );
    const f = form();
    const row = within(await screen.findByTestId('coupon-row'));
    expect(row.queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Re-create' }));
    expect((f.getByLabelText('Code') as HTMLInputElement).value).toBe('SPRING');
    expect((f.getByLabelText('Name') as HTMLInputElement).value).toBe('Spring offer');
    expect((f.getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('4.50');
    expect((f.getByLabelText('Usage limit (optional)') as HTMLInputElement).value).toBe('50');
    // An expiry already past is not carried over.
    expect((f.getByLabelText('Expires on (optional)') as HTMLInputElement).value).toBe('');
    await userEvent.clear(f.getByLabelText('Usage limit (optional)'));
    await userEvent.type(f.getByLabelText('Usage limit (optional)'), '100');
    await userEvent.click(f.getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { code: 'SPRING', name: 'Spring offer', percentOff: null, amountOff: 450, usageLimit: 100, expiresAt: null },
      ]),
    );
  });
});

describe('deactivating a coupon', () => {
  it('keeps the dialog open with the refusal in it, and closes it once deactivated', async () => {
    let refuse = true;
    const sent = stubFetch(({ method, path }) => {
      if (path === '/api/config') return { currency: 'eur' };
      if (method === 'GET') return [{ ...created, history: [] }];
      return refuse
        ? { status: 409, body: { message: 'SPRING is in a payment being made: try again in a minute.' } }
        : { ...created, active: false };
    });
    renderWithClient(<CouponsTab />);
    const row = within(await screen.findByTestId('coupon-row'));
    await userEvent.click(row.getByRole('button', { name: 'Deactivate: SPRING' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate SPRING?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('Not deactivatedSPRING is in a payment being made: try again in a minute.');
    expect(screen.getByRole('dialog')).toBeDefined();

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Coupon deactivated')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/coupons/c1/deactivate',
      '/api/admin/coupons/c1/deactivate',
    ]);
  });
});
