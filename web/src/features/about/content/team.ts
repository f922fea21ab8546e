import type { AboutImage, TeamContent, TeamMemberId } from '@/features/about/types';
import { portraitImage } from '@/features/about/lib/portrait';

/*
 * About, "Our Team": seven profiles and the instructor notes. The people are fictional and
 * their portraits are drawings (public/images/about/), not photographs.
 */

const portrait = (id: TeamMemberId, name: string): AboutImage =>
  portraitImage(id, `Drawing of ${name} in a white uniform and black belt`);

export const team: TeamContent = {
  heading: 'Our Team',
  intro:
    'The association is run by instructors who still teach every week. Meet the seven people who lead our programs, gradings and training centers.',
  achievementsHeading: 'Achievements',
  members: [
    {
      id: 'vikram-deshpande',
      name: 'Vikram Deshpande',
      title: 'Founder and President',
      rank: '7th Dan Black Belt',
      bio: 'Vikram founded the association in 1985 and has taught in Mumbai ever since. He chairs the state grading board and still leads the Saturday black belt class at our Dadar headquarters, where parents often find him explaining the syllabus over a cup of tea.',
      image: portrait('vikram-deshpande', 'Vikram Deshpande'),
      achievements: [
        'Founded the association and its first club in Dadar, 1985',
        'Chief referee at eight national championships',
        'Author of the association syllabus used in all 25 centers',
        'Lifetime service award from the state sports community, 2015',
      ],
    },
    {
      id: 'sunita-kulkarni',
      name: 'Sunita Kulkarni',
      title: 'General Secretary and Head of Gradings',
      rank: '6th Dan Black Belt',
      bio: 'Sunita joined the Dadar club as a student in 1987 and moved to Nashik in 1994 to open the center there, which she still leads. She organises every grading and belt ceremony in the state and keeps the registry of ranks.',
      image: portrait('sunita-kulkarni', 'Sunita Kulkarni'),
      achievements: [
        'State champion in patterns five years in a row, 1991-1995',
        'International grading examiner since 2010',
        'Set up the fixed grading calendar used by every center',
      ],
    },
    {
      id: 'rajesh-patil',
      name: 'Rajesh Patil',
      title: 'Head Coach, Competition Team',
      rank: '5th Dan Black Belt',
      bio: 'Rajesh grew up in Kolhapur, represented India in the 1990s and has coached the Maharashtra team since 2006. He leads the Kolhapur center, where the state squad meets for training weekends. His athletes won 35 medals at national events in 2023, our best year so far.',
      image: portrait('rajesh-patil', 'Rajesh Patil'),
      achievements: [
        'National championship gold medallist, 1994 and 1996',
        'Head coach of the state team since 2006',
        'Certified sports science and conditioning coach',
      ],
    },
    {
      id: 'ananya-joshi',
      name: 'Ananya Joshi',
      title: "Director, Children's Program",
      rank: '4th Dan Black Belt',
      bio: "Ananya trained with the association from the age of seven. A school teacher by profession, she designed our games-based syllabus for four- to twelve-year-olds and trains the instructors who teach it. She heads the Thane center and the children's classes at Dadar.",
      image: portrait('ananya-joshi', 'Ananya Joshi'),
      achievements: [
        "Wrote the children's syllabus now taught in every center",
        'Trained more than 120 instructors in teaching young children',
        'Safeguarding lead for the association since 2016',
      ],
    },
    {
      id: 'imran-shaikh',
      name: 'Imran Shaikh',
      title: 'Head of Instructor Training',
      rank: '5th Dan Black Belt',
      bio: 'Imran leads the certification course that every association instructor completes: teaching methods, first aid, safeguarding and refereeing. He also leads the Chhatrapati Sambhajinagar center.',
      image: portrait('imran-shaikh', 'Imran Shaikh'),
      achievements: [
        'Designed the instructor certification course, 2001',
        'National-level referee since 2008',
        'Opened four training centers in Marathwada',
      ],
    },
    {
      id: 'priya-nair',
      name: 'Priya Nair',
      title: 'Lead, Adult and Self-Defence Programs',
      rank: '3rd Dan Black Belt',
      bio: 'Priya started Taekwondo at 28 and earned her black belt at 32. She leads the Pune center and the self-defence workshops we hold for colleges and workplaces.',
      image: portrait('priya-nair', 'Priya Nair'),
      achievements: [
        'Self-defence workshops for more than 6,000 women since 2012',
        'Veterans division state champion, 2018',
        'Certified fitness trainer',
      ],
    },
    {
      id: 'aditya-gaikwad',
      name: 'Aditya Gaikwad',
      title: 'Patterns Coach and Nagpur Center Lead',
      rank: '4th Dan Black Belt',
      bio: 'Aditya came through the Nagpur club as a teenager and returned to lead it in 2014. He coaches patterns for the state team and runs our annual summer camp in Vidarbha.',
      image: portrait('aditya-gaikwad', 'Aditya Gaikwad'),
      achievements: [
        'National patterns silver medallist, 2011',
        'Coach of six state patterns champions',
        'Founder of the Vidarbha summer training camp',
      ],
    },
  ],
  instructorNotes: {
    heading: 'Instructor notes',
    intro:
      'What every parent should know about the people who teach their children, at every one of our 25 centers.',
    points: [
      {
        name: 'Certified to teach',
        text: 'Every instructor holds at least a 1st Dan black belt and has passed our certification course in teaching methods, class management and the association syllabus, followed by a year of teaching beside a mentor.',
      },
      {
        name: 'Trained in first aid',
        text: 'Instructors renew a first-aid certificate every two years, and every center keeps a first-aid kit and an ice pack beside the mat.',
      },
      {
        name: 'Safeguarding',
        text: 'Before teaching children, every instructor completes safeguarding training and police verification. Children train in open halls where parents can watch, and an instructor is never alone behind a closed door with a child.',
      },
      {
        name: 'Refreshed every year',
        text: 'Instructors attend a refresher seminar each year on technique, competition rules and child safety. Ask at your center and they will gladly show you their certificates.',
      },
      {
        name: 'If you have a concern',
        text: 'Speak to the center lead, or write to our safeguarding lead, Ananya Joshi, through the Contact page. Every concern is answered within two working days and treated in confidence.',
      },
    ],
  },
};
