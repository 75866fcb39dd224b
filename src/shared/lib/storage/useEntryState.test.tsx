import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEntryState } from './useEntryState';

function renderPages() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/news']}>{children}</MemoryRouter>;
  return renderHook(() => ({ pages: useEntryState('pages', 1), navigate: useNavigate() }), { wrapper });
}

describe('useEntryState', () => {
  it('keeps a value per history entry: Back finds it again, a new visit starts afresh', async () => {
    const { result } = renderPages();
    expect(result.current.pages[0]).toBe(1);
    act(() => result.current.pages[1]((count) => count + 2));
    expect(result.current.pages[0]).toBe(3);

    await act(() => result.current.navigate('/news/1'));
    expect(result.current.pages[0]).toBe(1);
    await act(() => result.current.navigate(-1));
    expect(result.current.pages[0]).toBe(3);

    // The same address reached anew is another entry.
    await act(() => result.current.navigate('/news'));
    expect(result.current.pages[0]).toBe(1);
  });
});
