import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '@/features/home/components/home-page';
import { heritageContent } from '@/features/home/content/heritage';
import { heroContent } from '@/features/home/content/hero-slides';
import { programsContent } from '@/features/home/content/programs';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

function renderHome() {
  mockApi({
    'GET /events/upcoming?limit=6': { status: 200, body: { success: true, count: 0, data: [] } },
  });
  return renderRoute(<HomePage />);
}

const hrefs = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

describe('HomePage', () => {
  // The dialogs are lazy chunks; importing them once here keeps the slow first transform out of
  // the tests' waiting time.
  beforeAll(async () => {
    await Promise.all([import('./heritage-dialog'), import('./program-dialog')]);
  });

  it('opens with the association as h1 and the five hero slides, each leading to /programs and /contact', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Maharashtra Taekwondo Association' }),
    ).toBeInTheDocument();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      const content = heroContent.slides[index];
      expect(within(slide).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(
        content?.title ?? '',
      );
      expect(hrefs(slide)).toEqual(['/programs', '/contact']);
    });
    expect(heroContent.slides.map((slide) => slide.id)).toEqual([
      'association',
      'championships',
      'workshops',
      'all-ages',
      'belt-exams',
    ]);
  });

  it('loads only the first hero picture eagerly, and every picture has its size', () => {
    const { container } = renderHome();
    const images = [...container.querySelectorAll('img')];
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager.map((image) => image.getAttribute('src'))).toEqual([
      heroContent.slides[0]?.image.src,
    ]);
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows '70 years of Taekwon-Do' with its Read More button", () => {
    renderHome();
    const section = screen.getByRole('region', { name: '70 years of Taekwon-Do' });
    expect(within(section).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    for (const { year } of heritageContent.milestones) {
      expect(within(section).getByText(year)).toBeInTheDocument();
    }
  });

  it('shows the three program cards with their ages and a link to /programs', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Our Programs' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      "Children's Program",
      'Teens Program',
      'Adults Program',
    ]);
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Ages 4-12'),
      expect.stringContaining('Ages 13-17'),
      expect.stringContaining('Ages 18+'),
    ]);
    expect(
      within(section).getByRole('button', { name: "Learn More about Children's Program" }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: programsContent.viewAll.label }),
    ).toHaveAttribute('href', '/programs');
  });

  it('opens a program’s Learn More dialog with its schedule', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Learn More about Teens Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teens Program' });
    expect(dialog).toHaveTextContent('Tue and Thu');
    expect(dialog).toHaveTextContent('5:30-6:30 PM');
    expect(within(dialog).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/enroll',
    );
  });

  it('opens the Read More dialog with the history, the five tenets and the legacy', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const dialog = await screen.findByRole('dialog', { name: '70 years of Taekwon-Do' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['History', 'The five tenets', 'Legacy']);
    const tenets = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(tenets).toEqual([
      'Courtesy',
      'Integrity',
      'Perseverance',
      'Self-Control',
      'Indomitable Spirit',
    ]);
  });
});
