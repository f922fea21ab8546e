import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawChampionship, entriesHash } from '@contracts/draw';
import { DrawCheck } from '@/features/brackets/components/draw-check';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import { side } from '@/test/bracket-fixtures';

// "Check this draw" against a real draw: the published brackets pass; a bracket changed after
// the draw (two athletes swapped, one added) fails and the page says where.

const SEED = '0123456789abcdef'.repeat(4);
const clubs = ['pune', 'mumbai', 'nagpur'];
const entries = (division: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    side(`${division}-${String(i).padStart(2, '0')}`, `${division} athlete ${i}`, clubs[i % 3]),
  );

function published(): Brackets {
  const divisions = [
    { id: 'kyorugi-cadet-male-45kg', name: 'Cadet Male −45 kg', entries: entries('cm45', 11) },
    { id: 'poomsae-junior-female-color', name: 'Poomsae Junior Female', entries: entries('pj', 4) },
  ];
  const ids = divisions.flatMap((d) => d.entries.map((e) => e.entryId));
  return {
    seed: SEED,
    entriesHash: entriesHash(ids),
    divisions: drawChampionship({ seed: SEED, divisions }),
  };
}

async function runCheck(brackets: Brackets) {
  const user = userEvent.setup();
  render(<DrawCheck brackets={brackets} />);
  await user.click(screen.getByRole('button', { name: 'Check this draw' }));
}

describe('Check this draw', () => {
  it('says the published draw checks out, and what it checked', async () => {
    await runCheck(published());
    expect(await screen.findByText('This draw checks out.')).toBeInTheDocument();
    expect(screen.getByText(/^The 15 entries of 2 divisions give the published fingerprint/));
  });

  it('names the bouts that differ when two athletes were swapped after the draw', async () => {
    const brackets = published();
    const cadets = brackets.divisions.find((d) => d.id === 'kyorugi-cadet-male-45kg');
    const [first, second] = cadets?.matches.filter((m) => m.round === 1 && m.red && m.blue) ?? [];
    if (!first || !second) throw new Error('the draw has fewer than two full bouts');
    [first.red, second.red] = [second.red, first.red];

    await runCheck(brackets);
    expect(await screen.findByText('This draw does not match what was published.'));
    const problems = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toEqual([
      expect.stringMatching(`^Cadet Male −45 kg, Bout ${first.position}: published `),
      expect.stringMatching(`^Cadet Male −45 kg, Bout ${second.position}: published `),
    ]);
    // Same athletes, so the fingerprint still agrees: only the pairings are wrong.
    expect(screen.queryByText(/^The entries give the fingerprint/)).not.toBeInTheDocument();
  });

  it('says the fingerprint differs when an athlete was added after the draw', async () => {
    const brackets = published();
    const poomsae = brackets.divisions.find((d) => d.id === 'poomsae-junior-female-color');
    const final = poomsae?.matches.find((m) => m.round === 1 && m.position === 1);
    if (!final?.red) throw new Error('unexpected draw');
    final.red = side('pj-late', 'A late entry', 'thane');

    await runCheck(brackets);
    expect(await screen.findByText(/^The entries give the fingerprint [0-9a-f]{64}, but/));
  });
});
