import type { ShellCopy } from '@/app/content/shell-copy';

export const shellCopy: ShellCopy = {
  skipLink: 'थेट मुख्य मजकुराकडे जा',
  primaryNavLabel: 'मुख्य',
  mobileNavLabel: 'मोबाइल',
  mobileMenu: { open: 'मेनू उघडा', close: 'मेनू बंद करा', title: 'मेनू' },
  footer: {
    navLabel: 'तळटीप',
    officeHoursHeading: 'कार्यालयीन वेळ',
    informationHeading: 'माहिती',
    backToTop: 'वर जा',
  },
  appLoading: 'पान लोड होत आहे',
  routeError: {
    heading: 'काहीतरी चूक झाली',
    text: 'हे पान लोड होऊ शकले नाही. कृपया ते पुन्हा लोड करा किंवा मुखपृष्ठावर परत जा.',
    reload: 'पान पुन्हा लोड करा',
    home: 'मुखपृष्ठावर परत जा',
  },
};
