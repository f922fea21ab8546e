import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramExplorer } from '@/features/programs/components/program-explorer';
import { programsSection } from '@/features/programs/content/programs';
import { renderRoute } from '@/test/render-route';

const chip = (name: string) => screen.getByRole('button', { name });
const cards = () =>
  within(screen.getByRole('region', { name: programsSection.heading })).getAllByRole('article');

describe('ProgramExplorer', () => {
  it('starts with All Programs pressed and the grid of six cards', () => {
    renderRoute(<ProgramExplorer />);
    expect(screen.getByRole('group', { name: 'Show programs' })).toBeInTheDocument();
    expect(chip('All Programs')).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(6);
  });

  it('shows one featured card for a selected program and the grid again for All', async () => {
    const { user } = renderRoute(<ProgramExplorer />);
    await user.click(chip('Teens Program'));
    expect(chip('Teens Program')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All Programs')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveClass('program-card--featured');
    expect(screen.getByRole('heading', { level: 3, name: 'Teens Program' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing Teens Program');

    await user.click(chip('All Programs'));
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 programs');
  });

  it('goes back to the grid when the pressed program is pressed again', async () => {
    const { user } = renderRoute(<ProgramExplorer />);
    await user.click(chip('Competition Team'));
    expect(cards()).toHaveLength(1);
    await user.click(chip('Competition Team'));
    expect(chip('All Programs')).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(6);
  });

  it('shortens descriptions to 120 characters in the grid and 200 on the featured card', async () => {
    const { user } = renderRoute(<ProgramExplorer />);
    const description = () =>
      cards()[0]?.querySelector('.program-card__description')?.textContent ?? '';
    const full = programsSection.programs[0]?.description ?? '';
    expect(description().length).toBeLessThanOrEqual(120);
    expect(description()).toMatch(/…$/);
    expect(full.startsWith(description().slice(0, -1))).toBe(true);

    await user.click(chip("Children's Program"));
    expect(description().length).toBeLessThanOrEqual(200);
    expect(description().length).toBeGreaterThan(120);
    expect(full.startsWith(description().slice(0, -1))).toBe(true);
  });

  it('lists the first three benefits on each card, with Learn More and Enroll Now', () => {
    renderRoute(<ProgramExplorer />);
    const shown = cards();
    for (const [index, program] of programsSection.programs.entries()) {
      const card = shown[index];
      if (!card) throw new Error(`no card for ${program.id}`);
      const benefits = within(within(card).getByRole('list', { name: 'Benefits' })).getAllByRole(
        'listitem',
      );
      expect(benefits.map((item) => item.textContent)).toEqual(program.benefits.slice(0, 3));
      expect(
        within(card).getByRole('button', { name: `Learn More about ${program.title}` }),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: `Enroll Now in ${program.title}` }),
      ).toHaveAttribute('href', '/enroll');
    }
  });
});
