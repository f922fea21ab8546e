/**
 * The few words the shared UI primitives say themselves (their callers pass everything else). A
 * second language is a second module of this type (ui-copy.mr.ts).
 */
export interface UiCopy {
  /** The close button of every dialog. */
  modalClose: string;
  /** A spinner's default announcement. */
  loading: string;
  /** SmartImage's placeholder once every source has failed. */
  imageUnavailable: string;
  /** The floating button shown after scrolling. */
  scrollToTop: string;
  /** The way out of the 404 and 403 pages. */
  backToHome: string;
}

export const uiCopy: UiCopy = {
  modalClose: 'Close',
  loading: 'Loading',
  imageUnavailable: 'Image Not Available',
  scrollToTop: 'Scroll to top',
  backToHome: 'Back to Home',
};
