import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { athlete, listAnswer } from '@/test/athlete-fixtures';
import { MyAthletes } from '@/features/athletes/components/my-athletes';
import { resetSession, signInMember } from '@/test/enrollment-fixtures';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const renderList = () => renderRoute(<MyAthletes />, { path: '/profile' });

beforeEach(signInMember);
afterEach(resetSession);

describe('MyAthletes', () => {
  it('says so when there is no athlete yet, and offers to add one', async () => {
    mockApi({ 'GET /athletes': listAnswer([]) });
    renderList();
    expect(await screen.findByText(/No athletes yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an athlete' }));
    expect(screen.getByRole('form', { name: 'Add an athlete' })).toBeInTheDocument();
  });

  it('shows a card per athlete with the facts in words', async () => {
    mockApi({
      'GET /athletes': listAnswer([
        athlete(),
        athlete({
          id: 'ath-2',
          membershipNumber: 'MTA-2026-00002',
          fullName: 'Asha Patil',
          dateOfBirth: '1985-02-01',
          relationship: 'self',
          clubId: 'chhatrapati-sambhajinagar',
          currentRank: 'dan-1',
          consent: null,
          guardianCount: 2,
        }),
      ]),
    });
    renderList();
    const ira = await screen.findByRole('article', { name: 'Ira Patil' });
    expect(within(ira).getByText('MTA-2026-00001')).toBeInTheDocument();
    expect(within(ira).getByText('Pune')).toBeInTheDocument();
    expect(within(ira).getByText('Yellow-green belt')).toBeInTheDocument();
    expect(within(ira).getByText(/^\d+ years$/)).toBeInTheDocument();
    expect(
      within(ira).getByText('Consent given by you on 28 November 2026 (notice 2026-11-28)'),
    ).toBeInTheDocument();
    expect(within(ira).getByRole('button', { name: 'Invite a second guardian' })).toBeVisible();
    const asha = screen.getByRole('article', { name: 'Asha Patil' });
    expect(within(asha).getByText('Chhatrapati Sambhajinagar')).toBeInTheDocument();
    expect(within(asha).getByText('Black belt, 1st Dan')).toBeInTheDocument();
    expect(within(asha).getByText('Adult — no consent needed')).toBeInTheDocument();
    // Two guardians already: no invitation offered, and the limit is said.
    expect(within(asha).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(within(asha).getByText(/already has two guardians/)).toBeInTheDocument();
  });

  it('removes an athlete only after the dialog says what removal means', async () => {
    mockApi({
      'GET /athletes': listAnswer([athlete()]),
      'DELETE /athletes/ath-1': { status: 200, body: { success: true, message: 'Removed' } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ira Patil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ira Patil?' });
    expect(
      within(dialog).getByText(/withdraws your consent and erases their record/),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the athlete' }));
    expect(apiCalls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ira Patil' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Ira Patil?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove and erase' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ira Patil' })).not.toBeInTheDocument(),
    );
    expect(apiCalls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('edits the name in the card and shows the saved answer', async () => {
    mockApi({
      'GET /athletes': listAnswer([athlete()]),
      'PUT /athletes/ath-1': (body) => ({
        status: 200,
        body: { success: true, data: athlete(body as { fullName: string }) },
      }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ira Patil' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: 'Ira S. Patil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Ira S. Patil' })).toBeInTheDocument();
    expect(apiCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: 'Ira S. Patil',
      clubId: 'pune',
    });
  });
});
