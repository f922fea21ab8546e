import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useNewEnquiryCount } from '@/features/admin/hooks/use-new-enquiry-count';
import { apiCalls, mockApi } from '@/test/mock-api';

function Probe({ admin }: { admin: boolean }) {
  const count = useNewEnquiryCount(admin);
  return <p data-testid="count">{count === null ? 'none' : String(count)}</p>;
}

function renderAt(admin: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Probe admin={admin} /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const countCalls = () =>
  apiCalls.filter((call) => call.path === '/admin/enquiries/new-count').length;
const answer = (count: number) => ({
  'GET /admin/enquiries/new-count': { status: 200, body: { success: true, data: { count } } },
});

describe('useNewEnquiryCount', () => {
  it('asks nothing for a visitor or member', async () => {
    mockApi(answer(4));
    renderAt(false);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('count')).toHaveTextContent('none');
    expect(countCalls()).toBe(0);
  });

  it('gives an admin the count and asks again after a navigation', async () => {
    mockApi(answer(4));
    const router = renderAt(true);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
    mockApi(answer(3));
    await act(() => router.navigate('/admin/enquiries'));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    expect(countCalls()).toBe(2);
  });

  it('keeps the last number when a call fails', async () => {
    mockApi(answer(2));
    const router = renderAt(true);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    mockApi({
      'GET /admin/enquiries/new-count': { status: 503, body: { success: false, message: 'Down' } },
    });
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(countCalls()).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });
});
