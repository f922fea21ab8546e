import type { AboutTabsCopy } from '@/features/about/types';

/** The ids stay English: they are the hashes that open the tabs (/mr/about#team). */
export const aboutTabs: AboutTabsCopy = {
  label: 'संघटनेविषयी',
  tabs: [
    { id: 'story', label: 'आमची कहाणी' },
    { id: 'mission', label: 'ध्येय आणि मूल्ये' },
    { id: 'team', label: 'आमची टीम' },
    { id: 'timeline', label: 'वाटचाल' },
    { id: 'branches', label: 'आमच्या शाखा' },
  ],
};
