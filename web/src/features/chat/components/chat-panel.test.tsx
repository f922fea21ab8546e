import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelProps } from '@/features/chat/components/chat-panel';
import { chatCopy } from '@/features/chat/content/chat-copy';

const WELCOME = chatCopy.welcome;

function renderPanel(overrides: Partial<ChatPanelProps> = {}) {
  const props: ChatPanelProps = {
    id: 'chat-panel',
    open: true,
    onClose: vi.fn(),
    onNavigate: vi.fn(),
    // Half-way through the range: every reply takes 1000 ms unless a test says otherwise.
    random: () => 0.5,
    ...overrides,
  };
  const view = render(
    <MemoryRouter>
      <ChatPanel {...props} />
    </MemoryRouter>,
  );
  const setOpen = (open: boolean) =>
    view.rerender(
      <MemoryRouter>
        <ChatPanel {...props} open={open} />
      </MemoryRouter>,
    );
  return { props, setOpen };
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const bubbles = () => Array.from(log().querySelectorAll('.chat-bubble:not(.chat-typing)'));
const texts = () => bubbles().map((bubble) => bubble.textContent);
const typing = () => screen.queryByTestId('chat-typing');
const chips = () => screen.queryByRole('group', { name: 'Suggested questions' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function ask(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatPanel', () => {
  it('shows the header, the welcome, the eight chips and a labelled input with focus', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Taekwondo Assistant' });
    expect(within(dialog).getByText('Online 24/7')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(texts()).toEqual([WELCOME]);
    expect(
      within(chips() as HTMLElement)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Class schedule',
      'Membership fees',
      'Benefits of taekwondo',
      'Belt progression',
      'Trial classes',
      'Instructor qualifications',
      'Equipment needed',
      'Upcoming events',
    ]);
    expect(input()).toHaveAttribute('placeholder', 'Ask about taekwondo...');
    expect(input()).toHaveFocus();
  });

  it.each([
    [0, 500],
    [0.9999999, 1500],
  ])('with random() = %s the bot types for %s ms, then answers', (value, delay) => {
    renderPanel({ random: () => value });
    ask('fees kitna?');
    expect(texts()).toEqual([WELCOME, 'fees kitna?']);
    expect(input()).toHaveValue('');
    expect(typing()).toHaveTextContent('Taekwondo Assistant is typing');

    advance(delay - 1);
    expect(typing()).toBeInTheDocument();
    expect(bubbles()).toHaveLength(2);

    advance(1);
    expect(typing()).not.toBeInTheDocument();
    expect(texts()[2]).toContain('₹2000 per month');
  });

  it('hides the chips after a question and brings them back 500 ms after the reply', () => {
    renderPanel();
    ask('Class schedule');
    expect(chips()).not.toBeInTheDocument();
    advance(1000);
    expect(texts()).toHaveLength(3);
    expect(chips()).not.toBeInTheDocument();
    advance(499);
    expect(chips()).not.toBeInTheDocument();
    advance(1);
    expect(chips()).toBeInTheDocument();
  });

  it('a chip fills the input and is sent 100 ms later', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Membership fees' }));
    expect(input()).toHaveValue('Membership fees');
    expect(input()).toHaveFocus();
    expect(chips()).not.toBeInTheDocument();
    advance(99);
    expect(texts()).toEqual([WELCOME]);
    advance(1);
    expect(texts()).toEqual([WELCOME, 'Membership fees']);
    expect(input()).toHaveValue('');
    advance(1000);
    expect(texts()[2]).toContain('₹3000 per month');
  });

  it('ignores blank and whitespace-only input', () => {
    renderPanel();
    for (const text of ['', '   ', ' \t ']) ask(text);
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(typing()).not.toBeInTheDocument();
    advance(3000);
    expect(texts()).toEqual([WELCOME]);
    expect(chips()).toBeInTheDocument();
  });

  it('renders links in answers as in-app links that report the navigation', () => {
    const { props } = renderPanel();
    ask('Do you sell gift vouchers?');
    advance(1000);
    const link = within(log()).getByRole('link', { name: 'send us a message' });
    expect(link).toHaveAttribute('href', '/contact');
    fireEvent.click(link);
    expect(props.onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closing resets it to the welcome 300 ms later and drops a reply still being typed', () => {
    const { setOpen } = renderPanel();
    ask('belts');
    advance(1000);
    ask('events');
    expect(texts()).toHaveLength(4);

    setOpen(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(299);
    const hiddenLog = screen.getByRole('log', { hidden: true });
    expect(hiddenLog.querySelectorAll('.chat-bubble:not(.chat-typing)')).toHaveLength(4);
    advance(1);
    setOpen(true);
    expect(texts()).toEqual([WELCOME]);
    expect(typing()).not.toBeInTheDocument();
    expect(chips()).toBeInTheDocument();
    advance(2000);
    expect(texts()).toEqual([WELCOME]);
  });

  it('reopened within 300 ms, it keeps the conversation', () => {
    const { setOpen } = renderPanel();
    ask('belts');
    advance(1000);
    setOpen(false);
    advance(200);
    setOpen(true);
    advance(1000);
    expect(texts()).toHaveLength(3);
  });

  it('Escape inside the panel asks to close it', () => {
    const { props } = renderPanel();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
