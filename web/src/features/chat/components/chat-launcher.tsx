import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '@/components/ui/icons';
import { chatToggleCopy as copy } from '@/features/chat/content/chat-toggle-copy';
import type { ChatPanelProps } from '@/features/chat/components/chat-panel';
import './chat-launcher.css';

function ChatUnavailable({ id, open }: ChatPanelProps) {
  return (
    <p id={id} className="chat-status" role="alert" hidden={!open}>
      {copy.unavailable}
    </p>
  );
}

// The panel, its rules and its answers load on the first open only: the initial bundle of every
// page carries just this button (JavaScript budget, docs/decisions.md).
const ChatPanel = lazy(() =>
  import('@/features/chat/components/chat-panel').then(
    (module) => ({ default: module.ChatPanel }),
    () => ({ default: ChatUnavailable }),
  ),
);

/** The chat toggle on every page, and the panel once it has been opened. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open, so closing can reset it after its 300 ms.
  const [loaded, setLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const toggle = () => {
    setLoaded(true);
    setOpen((wasOpen) => !wasOpen);
  };
  const closeToToggle = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) closeToToggle();
  };

  return (
    <aside className="chat-widget" aria-label={copy.region}>
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        onClick={toggle}
        onKeyDown={onToggleKeyDown}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="visually-hidden">{open ? copy.close : copy.open}</span>
      </button>
      {loaded && (
        <Suspense
          fallback={
            <p className="chat-status" role="status">
              {copy.loading}
            </p>
          }
        >
          <ChatPanel
            id={panelId}
            open={open}
            onClose={closeToToggle}
            // Following a link leaves the chat; the new page's heading takes focus (app root).
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}
