import { Toaster } from 'react-hot-toast';

/** Where every toast from `@/lib/toast` appears (top right), clear of the fixed header. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)' }}
      toastOptions={{
        style: {
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          boxShadow: 'var(--shadow-md)',
        },
      }}
    />
  );
}
