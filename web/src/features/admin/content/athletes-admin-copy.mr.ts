import type { PageCopy } from '@/components/ui/page-intro';
import type * as English from './athletes-admin-copy';

// The office's athlete search (/admin/athletes).

export const athletesAdminIntro: PageCopy = {
  heading: 'खेळाडू',
  intro:
    'नाव किंवा सदस्यत्व क्रमांकाने खेळाडू शोधा. कार्यालयाला तपासायची माहिती तक्त्यात दिसते: क्लब, रँक, पालक आणि संमतीची नोंद.',
};

export const athletesAdminCopy: typeof English.athletesAdminCopy = {
  backToAdmin: 'प्रशासन विभागात परत',
  search: {
    legend: 'खेळाडू शोधा',
    label: 'नाव किंवा सदस्यत्व क्रमांक',
    button: 'शोधा',
  },
  columns: {
    membershipNumber: 'सदस्यत्व क्रमांक',
    name: 'खेळाडू',
    born: 'जन्मतारीख',
    club: 'क्लब',
    rank: 'रँक',
    guardians: 'पालक',
    consent: 'संमती',
  },
  consent: {
    recorded: 'नोंदवली',
    recordedDetail: (date: string, version: string) => `${date}, सूचना ${version}`,
    notNeeded: 'गरज नाही (प्रौढ)',
    missing: 'नोंद नाही',
  },
  count: (count: number) => `${count} खेळाडू`,
  countFor: (count: number, q: string) => `“${q}” साठी ${count} खेळाडू`,
  empty: 'अजून एकही खेळाडू नाही.',
  emptyFor: (q: string) => `“${q}” शी जुळणारा खेळाडू नाही.`,
  clear: 'सर्व दाखवा',
  loading: 'शोधत आहे…',
  loadFailed: 'खेळाडू लोड करता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
};
