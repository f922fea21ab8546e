import type { UiCopy } from '@/components/ui/ui-copy';

export const uiCopy: UiCopy = {
  modalClose: 'बंद करा',
  loading: 'लोड होत आहे',
  imageUnavailable: 'चित्र उपलब्ध नाही',
  scrollToTop: 'पानाच्या वर जा',
  backToHome: 'मुखपृष्ठावर परत जा',
};
