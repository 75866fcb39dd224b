import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './useUrlFilters';

const STATUSES = ['all', 'published', 'draft'] as const;

function renderFilters(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filters: useUrlFilters(STATUSES), location: useLocation(), navigation: useNavigationType() }), { wrapper });
}

describe('useUrlFilters', () => {
  it('reads the search and a known status from the address', () => {
    const { result } = renderFilters('/admin?q=rust&status=draft');
    expect(result.current.filters).toMatchObject({ search: 'rust', status: 'draft', filtered: true });
  });

  it('falls back to the first status for a missing or unknown one', () => {
    expect(renderFilters('/admin').result.current.filters).toMatchObject({ search: '', status: 'all', filtered: false });
    expect(renderFilters('/admin?status=archived').result.current.filters.status).toBe('all');
  });

  it('writes changes to the address, leaving out the defaults and keeping other parameters', () => {
    const { result } = renderFilters('/admin?page=2');
    act(() => result.current.filters.setSearch('web3'));
    act(() => result.current.filters.setStatus('published'));
    expect(result.current.location.search).toBe('?page=2&q=web3&status=published');
    act(() => result.current.filters.setStatus('all'));
    act(() => result.current.filters.setSearch(''));
    expect(result.current.location.search).toBe('?page=2');
  });

  it('replaces the history entry instead of adding one', () => {
    const { result } = renderFilters('/admin');
    act(() => result.current.filters.setStatus('draft'));
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('clears the search and status', () => {
    const { result } = renderFilters('/admin?q=rust&status=draft');
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('');
    expect(result.current.filters).toMatchObject({ search: '', status: 'all', filtered: false });
  });
});
