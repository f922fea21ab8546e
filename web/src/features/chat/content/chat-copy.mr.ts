import type { ChatCopy } from '@/features/chat/content/chat-copy';

export const chatCopy: ChatCopy = {
  title: 'तायक्वांदो सहायक',
  status: 'ऑनलाइन 24/7',
  welcome:
    'नमस्कार! मी महाराष्ट्र तायक्वांदो असोसिएशनचा तायक्वांदो सहायक. वर्ग, फी, बेल्ट किंवा कार्यक्रमांबद्दल मला विचारा, किंवा खालीलपैकी एखादा प्रश्न निवडा.',
  conversationLabel: 'संभाषण',
  logLabel: 'संदेश',
  typing: 'तायक्वांदो सहायक उत्तर लिहीत आहे',
  suggestionsLabel: 'सुचवलेले प्रश्न',
  // The eight chips; each is sent as a question, so each must reach its topic (tested).
  suggestions: [
    'वर्गांचे वेळापत्रक',
    'सदस्यत्व फी',
    'तायक्वांदोचे फायदे',
    'बेल्टची प्रगती',
    'ट्रायल क्लास',
    'प्रशिक्षकांची पात्रता',
    'लागणारे साहित्य',
    'आगामी कार्यक्रम',
  ],
  inputLabel: 'आपला प्रश्न',
  placeholder: 'तायक्वांदोबद्दल विचारा...',
  send: 'पाठवा',
};
