// Only one modal is open at a time: the page keeps a single slot, and a modal that opens
// asks the one in it to close. Module state is fine here: there is one page per document.

interface OpenModal {
  dialog: HTMLDialogElement;
  /** Where focus goes back to when this modal closes. */
  opener: HTMLElement | null;
  requestClose: () => void;
}

let current: OpenModal | null = null;

export interface ModalClaim {
  opener: HTMLElement | null;
  /** Frees the slot; true when this modal still held it, i.e. no other modal took over. */
  release: () => boolean;
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Takes the slot for `dialog`, closing whichever modal held it. A modal opened from inside the one
 * it replaces inherits that one's opener, so focus ends up back on the page, not on a button that
 * closed with its dialog.
 */
export function claimModalSlot(dialog: HTMLDialogElement, requestClose: () => void): ModalClaim {
  const previous = current;
  let opener = focusedElement();
  if (previous && previous.dialog !== dialog) {
    if (opener && previous.dialog.contains(opener)) opener = previous.opener;
    previous.requestClose();
  }
  const entry: OpenModal = { dialog, opener, requestClose };
  current = entry;
  return {
    opener,
    release: () => {
      if (current !== entry) return false;
      current = null;
      return true;
    },
  };
}
