import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { athlete } from '@/test/athlete-fixtures';
import { GuardianInvitation } from '@/features/athletes/components/guardian-invitation';
import { resetSession, signInMember } from '@/test/enrollment-fixtures';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const renderAt = (at: string) =>
  renderRoute(<GuardianInvitation />, { path: '/profile/invitation', at });

beforeEach(signInMember);
afterEach(resetSession);

describe('GuardianInvitation', () => {
  it('says who invites whom, and accepts', async () => {
    mockApi({
      'GET /guardian-invitations/tok-1': {
        status: 200,
        body: { success: true, data: { athleteName: 'Ira Patil', invitedByName: 'Asha Patil' } },
      },
      'POST /guardian-invitations/tok-1/accept': {
        status: 200,
        body: { success: true, data: athlete({ guardianCount: 2 }) },
      },
    });
    renderAt('/profile/invitation?token=tok-1');
    expect(
      await screen.findByText('Asha Patil invites you to be a guardian of Ira Patil.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now a guardian of Ira Patil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My athletes' })).toHaveAttribute(
      'href',
      '/profile?tab=athletes',
    );
    expect(apiCalls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('puts a refused invitation in words, with no Accept button', async () => {
    mockApi({
      'GET /guardian-invitations/old': {
        status: 404,
        body: {
          success: false,
          code: 'invitation/invalid',
          message: 'This invitation is not valid any more: ask the guardian to send a new one',
        },
      },
    });
    renderAt('/profile/invitation?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid any more/);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows why accepting failed (another account)', async () => {
    mockApi({
      'GET /guardian-invitations/tok-2': {
        status: 200,
        body: { success: true, data: { athleteName: 'Ira Patil', invitedByName: 'Asha Patil' } },
      },
      'POST /guardian-invitations/tok-2/accept': {
        status: 403,
        body: {
          success: false,
          code: 'invitation/wrong-account',
          message: 'This invitation was sent to another email address',
        },
      },
    });
    renderAt('/profile/invitation?token=tok-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/sent to another email address/);
  });

  it('explains an incomplete link without calling the server', () => {
    renderAt('/profile/invitation');
    expect(screen.getByRole('alert')).toHaveTextContent(/This link is incomplete/);
    expect(apiCalls).toEqual([]);
  });
});
