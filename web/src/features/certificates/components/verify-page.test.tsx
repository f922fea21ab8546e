import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyPage } from '@/features/certificates/components/verify-page';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

// The check's wording for each answer of the register (the signature path is
// lib/sign-verify-qr.test.ts; the whole flow is e2e/certificates.spec.ts).

const NUMBER = 'MTA-C-2026-000123';
const record = {
  number: NUMBER,
  kind: 'rank',
  holderName: 'Sai Patil',
  rank: 'green',
  issuedOn: '2026-11-20',
  status: 'valid',
};

const renderAt = (at: string) =>
  renderRoute(<VerifyPage number={at.split('/')[2]} />, { path: '/verify/:number', at });

afterEach(() => vi.restoreAllMocks());

describe('/verify/<number>', () => {
  it('says genuine and valid for a number in the register, with its facts', async () => {
    mockApi({
      [`GET /certificates/${NUMBER}`]: { status: 200, body: { success: true, data: record } },
    });
    renderAt(`/verify/${NUMBER}`);
    const heading = await screen.findByRole('heading', { name: 'Genuine and valid' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Found in the association’s register.')).toBeInTheDocument();
    expect(screen.getByText('Sai Patil')).toBeInTheDocument();
    expect(screen.getByText('Green belt')).toBeInTheDocument();
    expect(apiCalls.at(-1)?.authorization).toBeNull();
  });

  it('says revoked, with the office’s reason', async () => {
    const revoked = {
      ...record,
      status: 'revoked',
      statusChangedOn: '2026-11-25',
      revokedReason: 'Issued in error',
    };
    mockApi({
      [`GET /certificates/${NUMBER}`]: { status: 200, body: { success: true, data: revoked } },
    });
    renderAt(`/verify/${NUMBER}`);
    expect(
      await screen.findByRole('heading', { name: 'Genuine, but revoked' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Issued in error')).toBeInTheDocument();
  });

  it('says there is no such certificate for an unknown or malformed number', async () => {
    renderAt(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'No such certificate' })).toBeInTheDocument();
  });

  it('asks nobody about a malformed number in the address', async () => {
    renderAt('/verify/not-a-number');
    expect(await screen.findByRole('heading', { name: 'No such certificate' })).toBeInTheDocument();
    expect(apiCalls.filter((call) => call.path.startsWith('/certificates'))).toEqual([]);
  });

  it('asks to wait after too many checks', async () => {
    mockApi({
      [`GET /certificates/${NUMBER}`]: {
        status: 429,
        body: { success: false, code: 'rate-limit/exceeded', message: 'Too many requests' },
      },
    });
    renderAt(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Too many checks' })).toBeInTheDocument();
  });

  it('needs a connection to look a number up offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Needs a connection' })).toBeInTheDocument();
  });

  it('refuses a malformed number in the form before asking anyone', async () => {
    const { user, router } = renderAt(`/verify/${NUMBER}`);
    const field = screen.getByLabelText('Certificate number');
    await user.clear(field);
    await user.type(field, 'MTA-123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the number as it is printed');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'mta-c-2026-000777');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(router.state.location.pathname).toBe('/verify/MTA-C-2026-000777');
  });
});
