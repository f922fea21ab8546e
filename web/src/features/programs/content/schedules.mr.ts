import type { ScheduleSectionCopy } from '@/features/programs/content/schedules';

export const scheduleSection: ScheduleSectionCopy = {
  heading: 'वर्गांचे वेळापत्रक',
  intro:
    'प्रत्येक वर्ग दर आठवड्याला ठरलेल्या वेळी असतो, त्यामुळे शाळा आणि कामाच्या वेळा सांभाळून नियोजन करता येते. वॉर्म-अपसाठी दहा मिनिटे आधी या.',
  caption: 'वर्गानुसार आठवड्याचे वेळापत्रक',
  programColumn: 'वर्ग',
  sessionsColumn: 'वेळ',
};
