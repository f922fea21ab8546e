import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '@/features/about/components/about-page';
import { branchesContent } from '@/features/about/content/branches';
import { team } from '@/features/about/content/team';
import { directionsUrl } from '@/lib/maps';
import { renderRoute } from '@/test/render-route';

const renderAbout = (at = '/about') => renderRoute(<AboutPage />, { path: '/about', at });

const tab = (name: string) => screen.getByRole('tab', { name });

describe('AboutPage', () => {
  it('shows five tabs with Our Story selected, every panel in the DOM', () => {
    renderAbout();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(tab('Our Story')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Our Story');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
  });

  it('moves between tabs with the arrow keys and keeps the tab in the hash', async () => {
    const { user, router } = renderAbout();
    const historyAction = () => router.state.historyAction;
    await user.click(tab('Our Story'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Mission & Values')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Mission & Values')).toHaveFocus();
    expect(router.state.location.hash).toBe('#mission');
    // The hash is replaced, not pushed: arrowing through the tabs leaves no history trail.
    expect(historyAction()).toBe('REPLACE');
    await user.keyboard('{End}');
    expect(tab('Our Branches')).toHaveFocus();
    expect(router.state.location.hash).toBe('#branches');
    await user.keyboard('{ArrowRight}');
    expect(tab('Our Story')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Our Branches')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Our Story')).toHaveFocus();
    expect(router.state.location.hash).toBe('#story');
  });

  it('opens Our Team from /about#team, with seven profiles and the instructor notes', () => {
    renderAbout('/about#team');
    expect(tab('Our Team')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Our Team' });
    for (const member of team.members) {
      expect(within(panel).getByRole('heading', { level: 3, name: member.name })).toBeVisible();
      expect(within(panel).getByRole('img', { name: member.image.alt })).toBeVisible();
    }
    expect(within(panel).getAllByRole('img')).toHaveLength(7);
    expect(
      within(panel).getByRole('heading', { level: 3, name: 'Instructor notes' }),
    ).toBeVisible();
  });

  it('opens each tab from its hash', () => {
    for (const [hash, name] of [
      ['mission', 'Mission & Values'],
      ['timeline', 'Timeline'],
      ['story', 'Our Story'],
    ] as const) {
      const { unmount } = renderAbout(`/about#${hash}`);
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      unmount();
    }
  });

  it('lists the branches with a directions link each', () => {
    renderAbout('/about#branches');
    const panel = screen.getByRole('tabpanel', { name: 'Our Branches' });
    const links = within(panel).getAllByRole('link', { name: /^Get directions/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      branchesContent.branches.map((branch) => directionsUrl(branch.addressLines)),
    );
    expect(links[0]).toHaveAccessibleName(
      `Get directions to ${branchesContent.branches[0]?.name} (opens in a new tab)`,
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(panel).getByText('Vikram Deshpande, Ananya Joshi')).toBeInTheDocument();
  });

  it('shows the stats band and links to enroll, programs and contact', () => {
    renderAbout();
    const stats = screen.getByRole('region', { name: 'The association in numbers' });
    for (const value of ['1985', '35+', '50+', '5,000+', '25']) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
    }
    const join = screen.getByRole('region', { name: 'Join Our Community' });
    expect(
      within(join)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/enroll', '/programs', '/contact']);
  });
});
