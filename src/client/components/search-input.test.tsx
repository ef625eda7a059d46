import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveRegion } from './live-region.tsx';
import { SearchInput } from './search-input.tsx';

const NAMES = ['Mary Walsh', 'Peter Walsh', 'Nora Byrne'];

function Users() {
  const [search, setSearch] = useState('');
  const found = NAMES.filter((n) => n.toLowerCase().includes(search.toLowerCase()));
  return (
    <>
      <LiveRegion />
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search by name"
        label="Search users by name"
        results={`${found.length} users${search ? ` match "${search}"` : ''}`}
      />
    </>
  );
}

describe('the search box', () => {
  it('announces how many results a search found once the user types, not on first showing', async () => {
    render(<Users />);
    const region = screen.getByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region.textContent).toBe('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users by name' }), 'walsh');
    await waitFor(() => expect(region.textContent).toBe('2 users match "walsh"'));
  });
});
