import { pagePath } from '@/config/page-registry';
import type { ProgramsCtaCopy } from '@/features/programs/content/cta';

export const programsCta: ProgramsCtaCopy = {
  heading: 'आपला प्रवास सुरू करायला तयार आहात?',
  text: 'काही मिनिटांत ऑनलाइन प्रवेश घ्या, किंवा योग्य वर्ग आणि ट्रायल क्लासबद्दल आधी आमच्याशी बोला.',
  enroll: { label: 'आता प्रवेश घ्या', to: pagePath('enroll') },
  contact: { label: 'संपर्क साधा', to: pagePath('contact') },
};
