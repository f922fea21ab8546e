import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';

/** A page with one opener button per modal; `nested` puts a second modal's opener inside the first. */
function Page({ nested = false }: { nested?: boolean }) {
  const [openName, setOpenName] = useState<string | null>(null);
  const close = () => setOpenName(null);
  return (
    <main>
      <button type="button" onClick={() => setOpenName('first')}>
        Open first
      </button>
      <button type="button" onClick={() => setOpenName('second')}>
        Open second
      </button>
      <Modal open={openName === 'first'} onClose={close} title="First" description="Lead text">
        <p>First body</p>
        {nested && (
          <button type="button" onClick={() => setOpenName('second')}>
            Go to second
          </button>
        )}
      </Modal>
      <Modal
        open={openName === 'second'}
        onClose={close}
        title="Second"
        footer={<a href="/contact">Contact</a>}
      >
        <p>Second body</p>
      </Modal>
    </main>
  );
}

async function openFirst(options: { nested?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Page {...options} />);
  const opener = screen.getByRole('button', { name: 'Open first' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'First' });
  return { user, opener, dialog: dialog as HTMLDialogElement };
}

describe('Modal', () => {
  it('stays closed and empty until opened', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('First body')).not.toBeInTheDocument();
  });

  it('opens with showModal, labelled by its title and described by its lead', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openFirst();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAccessibleName('First');
    expect(dialog).toHaveAccessibleDescription('Lead text');
    expect(screen.getByRole('heading', { level: 2, name: 'First' })).toBeInTheDocument();
    expect(screen.getByText('First body')).toBeInTheDocument();
  });

  it('moves focus into the dialog, onto its Close button', async () => {
    const { dialog } = await openFirst();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on the Close button and returns focus to the opener', async () => {
    const { user, opener, dialog } = await openFirst();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    const { user, opener, dialog } = await openFirst();
    await user.click(screen.getByText('First body'));
    expect(dialog.open).toBe(true);

    // A press inside that ends on the backdrop (a dragged text selection) keeps it open.
    fireEvent.pointerDown(screen.getByText('First body'));
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);

    // Clicks on the ::backdrop are dispatched to the <dialog> element itself.
    await user.click(dialog);
    expect(dialog.open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape: the cancel event is taken over and passed to onClose', async () => {
    const { opener, dialog } = await openFirst();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('tells the parent when the browser closes the dialog by itself', async () => {
    const { opener, dialog } = await openFirst();
    // Chrome's repeated Escape without a user gesture: cancel cannot be refused, the dialog closes.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: false }));
      dialog.close();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openFirst();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps only one modal open: opening another closes the first', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    const first = screen.getByRole('dialog', { name: 'First' }) as HTMLDialogElement;

    // The page is inert behind a real modal; here the second opener is pressed directly.
    act(() => screen.getByRole('button', { name: 'Open second' }).click());
    const second = screen.getByRole('dialog', { name: 'Second' }) as HTMLDialogElement;
    expect(first.open).toBe(false);
    expect(second.open).toBe(true);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(second).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('returns focus to the page opener when a modal opened from inside another closes', async () => {
    const { user, opener } = await openFirst({ nested: true });
    await user.click(screen.getByRole('button', { name: 'Go to second' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'First' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('renders the footer below the content', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('closes and gives focus back when its parent unmounts it while open', async () => {
    const user = userEvent.setup();
    function Host() {
      const [shown, setShown] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <button type="button" onClick={() => setShown(false)}>
            Remove
          </button>
          {shown && (
            <Modal open={open} onClose={() => setOpen(false)} title="Temporary">
              <button type="button" onClick={() => setShown(false)}>
                Unmount me
              </button>
            </Modal>
          )}
        </>
      );
    }
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Unmount me' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
