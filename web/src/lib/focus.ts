/** The id of each layout's <main>: the skip link's target and where focus goes after a jump. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Puts keyboard and screen-reader users where sighted users land after a navigation or a jump to
 * the top. Non-interactive targets get tabindex="-1" so they can hold focus.
 */
export function focusElement(element: HTMLElement | null, { preventScroll = true } = {}): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll });
}

export function focusMainContent(options?: { preventScroll?: boolean }): void {
  focusElement(document.getElementById(MAIN_CONTENT_ID), options);
}

export function focusMainHeading(): void {
  focusElement(document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main'));
}

/** After a failed submit: the first field marked invalid, in document order. */
export function focusFirstInvalidField(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
