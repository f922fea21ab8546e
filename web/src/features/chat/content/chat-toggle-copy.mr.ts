import type { ChatToggleCopy } from '@/features/chat/content/chat-toggle-copy';

export const chatToggleCopy: ChatToggleCopy = {
  region: 'चॅट सहाय्यक',
  open: 'चॅट उघडा',
  close: 'चॅट बंद करा',
  loading: 'सहाय्यक लोड होत आहे…',
  unavailable: 'सहाय्यक लोड होऊ शकला नाही. कृपया आपले कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
};
