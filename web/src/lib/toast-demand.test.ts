import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestToaster, useToasterRequested } from '@/lib/toast-demand';

describe('toast demand', () => {
  it('asks for the toaster once the first toast is raised, and keeps it', () => {
    const { result } = renderHook(() => useToasterRequested());
    expect(result.current).toBe(false);
    act(() => requestToaster());
    expect(result.current).toBe(true);
    act(() => requestToaster());
    expect(result.current).toBe(true);
  });
});
