import type { AboutTabsCopy } from '@/features/about/types';

/** About: the five tabs, in order. The ids are the hashes that open them (/about#team). */
export const aboutTabs: AboutTabsCopy = {
  label: 'About the association',
  tabs: [
    { id: 'story', label: 'Our Story' },
    { id: 'mission', label: 'Mission & Values' },
    { id: 'team', label: 'Our Team' },
    { id: 'timeline', label: 'Timeline' },
    { id: 'branches', label: 'Our Branches' },
  ],
};
