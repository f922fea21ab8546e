import { createElement } from 'react';
import hotToast, { type ToastOptions } from 'react-hot-toast';
import { requestToaster } from '@/lib/toast-demand';

/** The association's display times, in milliseconds. */
export const TOAST_DURATIONS = {
  success: 3000,
  error: 4000,
  info: 3000,
  warning: 4000,
  update: 3000,
} as const;

export type ToastKind = keyof typeof TOAST_DURATIONS;

export interface NotifyOptions {
  /** Overrides the kind's default, e.g. 4000 for the welcome toast. */
  duration?: number;
  /** Reusing an id replaces a visible toast instead of stacking a second one. */
  id?: string;
}

// react-hot-toast only ships success/error icons; the other kinds get a letter badge styled in CSS.
const glyphs: Record<'info' | 'warning' | 'update', string> = {
  info: 'i',
  warning: '!',
  update: '↻',
};

function badge(kind: keyof typeof glyphs) {
  return createElement(
    'span',
    { className: `toast-badge toast-badge--${kind}`, 'aria-hidden': true },
    glyphs[kind],
  );
}

/** Every toast's options; building them also asks the app to mount its toaster. */
function optionsFor(kind: ToastKind, options: NotifyOptions): ToastOptions {
  requestToaster();
  return {
    duration: options.duration ?? TOAST_DURATIONS[kind],
    className: `toast toast--${kind}`,
    ...(options.id ? { id: options.id } : {}),
  };
}

/** The only way the app shows toasts, so every kind keeps its fixed durations. */
export const toast = {
  success(message: string, options: NotifyOptions = {}): string {
    return hotToast.success(message, optionsFor('success', options));
  },
  error(message: string, options: NotifyOptions = {}): string {
    // Errors interrupt screen readers; the rest wait politely.
    return hotToast.error(message, {
      ...optionsFor('error', options),
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  },
  info(message: string, options: NotifyOptions = {}): string {
    return hotToast(message, { ...optionsFor('info', options), icon: badge('info') });
  },
  warning(message: string, options: NotifyOptions = {}): string {
    return hotToast(message, { ...optionsFor('warning', options), icon: badge('warning') });
  },
  update(message: string, options: NotifyOptions = {}): string {
    return hotToast(message, { ...optionsFor('update', options), icon: badge('update') });
  },
  dismiss(id?: string): void {
    hotToast.dismiss(id);
  },
};
