import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgramDetailDialog } from '@/features/programs/components/program-detail-dialog';
import { ProgramExplorer } from '@/features/programs/components/program-explorer';
import { renderRoute } from '@/test/render-route';

// The dialog's code is imported on first use, which can take seconds on a busy machine.
const LOAD = { timeout: 5_000 };

describe('Learn More', () => {
  it('opens the program detail in a modal and gives focus back when it closes', async () => {
    const { user } = renderRoute(<ProgramExplorer />);
    const opener = screen.getByRole('button', { name: "Learn More about Children's Program" });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: "Children's Program" }, LOAD);
    expect(within(dialog).getByRole('heading', { name: 'Classes' })).toBeInTheDocument();
    expect(within(dialog).getByText('Mon and Wed')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(dialog).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/enroll',
    );
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
      LOAD,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  }, 15_000);

  it('shows one detail at a time: the variant of the program asked for', async () => {
    const { user } = renderRoute(<ProgramExplorer />);
    await user.click(screen.getByRole('button', { name: 'Learn More about Instructor Training' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructor Training' }, LOAD);
    expect(within(dialog).getByRole('heading', { name: 'Certification' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  }, 15_000);

  it("shows 'Program information not available' for an unknown variant", () => {
    const onClose = vi.fn();
    renderRoute(
      <ProgramDetailDialog kind="mystery" fallbackTitle="Mystery Program" onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mystery Program' });
    expect(within(dialog).getByText('Program information not available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });
});
