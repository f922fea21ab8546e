import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';

const items: AccordionItem[] = [
  { id: 'age', heading: 'What age can my child start?', content: <p>From age five.</p> },
  { id: 'often', heading: 'How often are classes?', content: <p>Two or three times a week.</p> },
  { id: 'black', heading: 'How long to a black belt?', content: <p>About three to five years.</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('puts each button in a heading of the given level, collapsed, controlling its region', () => {
    render(<Accordion items={items} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    const button = trigger('What age can my child start?');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    // Collapsed answers stay in the DOM, hidden.
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toHaveTextContent('From age five.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one item at a time by default and closes an open item when toggled', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('What age can my child start?'));
    expect(trigger('What age can my child start?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What age can my child start?' })).toBeVisible();

    await user.click(trigger('How often are classes?'));
    expect(trigger('What age can my child start?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'How often are classes?' })).toHaveTextContent(
      'Two or three times a week.',
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(trigger('How often are classes?'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps several items open when multiple is set', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple defaultOpenIds={['black']} />);
    expect(trigger('How long to a black belt?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('What age can my child start?'));
    await user.click(trigger('How often are classes?'));
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(trigger('What age can my child start?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('What age can my child start?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(trigger('How often are classes?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('prerenders every answer', () => {
    const html = renderToString(<Accordion items={items} />);
    for (const text of [
      'From age five.',
      'Two or three times a week.',
      'About three to five years.',
    ])
      expect(html).toContain(text);
  });
});
