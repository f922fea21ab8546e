import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { claimModalSlot } from '@/components/ui/modal-registry';
import { uiCopy } from '@/components/ui/ui-copy';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape and a backdrop click; the parent then sets `open` false. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** A short lead under the heading, read out with the name. */
  description?: ReactNode;
  size?: ModalSize;
  /** Actions that stay in view at the bottom while the content scrolls. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser puts it in the top layer,
 * makes the page behind it inert and turns Escape into a `cancel` event, so no focus trap is
 * written here. Content is rendered only while open. Focus returns to the element that had it
 * when the dialog opened; page scrolling is locked meanwhile; opening one closes any other.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const requestClose = useEffectEvent(onClose);

  useBodyScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;

    const claim = claimModalSlot(dialog, () => requestClose());
    // Escape: the parent decides, so the dialog never closes behind its back.
    const handleCancel = (event: Event) => {
      if (!event.cancelable) return;
      event.preventDefault();
      requestClose();
    };
    // Chrome honours preventDefault on `cancel` only once per user gesture; after that the
    // dialog closes itself and the parent hears about it here.
    const handleNativeClose = () => {
      if (!dialog.open) requestClose();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleNativeClose);

    if (!dialog.open) dialog.showModal();
    // Browsers differ on where showModal() puts focus (Chromium picks the scrolling surface when
    // the content overflows). The Close button is always at the top, in view, and says what it
    // does; arrow keys still scroll the content from there.
    closeButtonRef.current?.focus();

    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleNativeClose);
      const wasOnTop = claim.release();
      if (dialog.open) dialog.close();
      // When another modal replaced this one, focus belongs to that modal, not to our opener.
      if (wasOnTop && claim.opener?.isConnected) claim.opener.focus();
    };
  }, [open]);

  // A click on the ::backdrop targets the <dialog> itself; the surface covers the whole box, so
  // only the backdrop does. Press and release must both be there, so a text selection dragged out
  // of the dialog does not close it.
  const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      {open && (
        <div className="modal__surface">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button ref={closeButtonRef} type="button" className="modal__close" onClick={onClose}>
              <CloseIcon size={22} />
              <span className="visually-hidden">{uiCopy.modalClose}</span>
            </button>
          </div>
          <div className="modal__body">
            {description && (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            )}
            {children}
          </div>
          {footer && <div className="modal__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
