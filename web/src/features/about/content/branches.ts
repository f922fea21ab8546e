import type { Branch, BranchesContent } from '@/features/about/types';
import { branchEmail as email, branchPhone as phone } from '@/features/about/lib/branch-fields';

/*
 * About, "Our Branches": seven of the 25 training centers, one per region. Addresses are
 * fictional; phone numbers use the 0000 exchange, which no real line has, and the mailboxes are on
 * the office's domain (config/contact-details.ts), example.com, which never delivers.
 */

/** In English the printed address is the one the directions link searches for. */
const address = (...lines: string[]) => ({ addressLines: lines, directionsAddress: lines });

const branches: readonly Branch[] = [
  {
    id: 'mumbai',
    name: 'Mumbai Headquarters, Dadar',
    city: 'Mumbai',
    ...address(
      'Training Hall, Kridangan House, 27 Keluskar Road',
      'Dadar West, Mumbai, Maharashtra 400028',
    ),
    phone: phone('22', '0000 1985'),
    email: email('dadar'),
    schedule: [
      { days: 'Mon-Fri', time: '6:30-8:30 AM and 4:00-9:30 PM' },
      { days: 'Sat', time: '8:00 AM-4:30 PM' },
      { days: 'Sun', time: '10:00 AM-12:00 PM (competition team)' },
    ],
    description:
      'Our first and largest center, a few minutes from Shivaji Park. It hosts every program, the state competition team on Sunday mornings and the Saturday black belt class.',
    leadInstructors: ['vikram-deshpande', 'ananya-joshi'],
  },
  {
    id: 'pune',
    name: 'Pune Center, Kothrud',
    city: 'Pune',
    ...address(
      'First Floor, Shrushti Sports Hall, Plot 14, Karve Road',
      'Kothrud, Pune, Maharashtra 411038',
    ),
    phone: phone('20', '0000 2110'),
    email: email('pune'),
    schedule: [
      { days: 'Mon-Fri', time: '4:00-9:00 PM' },
      { days: 'Sat', time: '9:00 AM-2:30 PM' },
    ],
    description:
      'A bright, sprung-floor hall with a strong adult section and weekend self-defence workshops for college students and working women.',
    leadInstructors: ['priya-nair'],
  },
  {
    id: 'nagpur',
    name: 'Nagpur Center, Dharampeth',
    city: 'Nagpur',
    ...address(
      'Vidarbha Youth Hall, 18 West High Court Road',
      'Dharampeth, Nagpur, Maharashtra 440010',
    ),
    phone: phone('712', '0000 440'),
    email: email('nagpur'),
    schedule: [
      { days: 'Mon, Wed, Fri', time: '5:00-9:00 PM' },
      { days: 'Tue, Thu', time: '6:00-8:00 PM' },
      { days: 'Sat', time: '8:00 AM-12:30 PM' },
    ],
    description:
      'The home of our patterns squad and of the Vidarbha summer training camp held every May.',
    leadInstructors: ['aditya-gaikwad'],
  },
  {
    id: 'nashik',
    name: 'Nashik Center, College Road',
    city: 'Nashik',
    ...address('Sai Arcade, Shops 3-5, College Road', 'Nashik, Maharashtra 422005'),
    phone: phone('253', '0000 422'),
    email: email('nashik'),
    schedule: [
      { days: 'Mon-Fri', time: '4:30-8:30 PM' },
      { days: 'Sat', time: '9:00 AM-1:00 PM' },
    ],
    description:
      'A friendly neighbourhood club known for its children and teens classes, with easy parking and a waiting area for parents.',
    leadInstructors: ['sunita-kulkarni'],
  },
  {
    id: 'thane',
    name: 'Thane Center, Vasant Vihar',
    city: 'Thane',
    ...address(
      'Community Hall, Vasant Vihar, Pokhran Road No. 2',
      'Thane West, Maharashtra 400610',
    ),
    phone: phone('22', '0000 4006'),
    email: email('thane'),
    schedule: [
      { days: 'Tue, Thu', time: '5:00-9:00 PM' },
      { days: 'Sat, Sun', time: '8:00 AM-12:00 PM' },
    ],
    description:
      'Weekend-friendly classes for families in Thane and Ghodbunder Road, with parent-and-child sessions on Sunday mornings.',
    leadInstructors: ['ananya-joshi', 'vikram-deshpande'],
  },
  {
    id: 'chhatrapati-sambhajinagar',
    name: 'Chhatrapati Sambhajinagar Center, CIDCO',
    city: 'Chhatrapati Sambhajinagar',
    ...address('Plot 22, Sector N-5, CIDCO', 'Chhatrapati Sambhajinagar, Maharashtra 431003'),
    phone: phone('240', '0000 431'),
    email: email('sambhajinagar'),
    schedule: [
      { days: 'Mon-Fri', time: '5:00-8:30 PM' },
      { days: 'Sat', time: '8:30 AM-12:30 PM' },
    ],
    description:
      'The hub of our Marathwada clubs and the venue of the instructor certification course, held twice a year.',
    leadInstructors: ['imran-shaikh'],
  },
  {
    id: 'kolhapur',
    name: 'Kolhapur Center, Rajarampuri',
    city: 'Kolhapur',
    ...address('7th Lane, Rajarampuri', 'Kolhapur, Maharashtra 416008'),
    phone: phone('231', '0000 416'),
    email: email('kolhapur'),
    schedule: [
      { days: 'Mon, Wed, Fri', time: '5:30-8:30 PM' },
      { days: 'Sat', time: '7:30-11:30 AM' },
    ],
    description:
      'A center with a proud sporting tradition and a fast-growing competition squad, training in a hall shared with the local wrestling academy.',
    leadInstructors: ['rajesh-patil'],
  },
];

export const branchesContent: BranchesContent = {
  heading: 'Our Branches',
  intro:
    'Seven regional centers lead our 25 training centers across Maharashtra. Each offers trial classes: call or write to the center, or send us a message and we will put you in touch.',
  labels: {
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    schedule: 'Schedule',
    leadInstructors: 'Lead instructors',
    directions: 'Get directions',
    directionsTarget: (branchName) => `to ${branchName}`,
    opensInNewTab: '(opens in a new tab)',
  },
  branches,
};
