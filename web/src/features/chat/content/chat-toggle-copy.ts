/**
 * The few words the always-present toggle needs. Kept apart from the panel's copy because this
 * module is in every page's initial bundle and the rest loads with the panel.
 */
export interface ChatToggleCopy {
  region: string;
  open: string;
  close: string;
  loading: string;
  unavailable: string;
}

export const chatToggleCopy: ChatToggleCopy = {
  region: 'Chat assistant',
  open: 'Open chat',
  close: 'Close chat',
  loading: 'Loading the assistant…',
  unavailable: 'The assistant could not be loaded. Please check your connection and try again.',
};
