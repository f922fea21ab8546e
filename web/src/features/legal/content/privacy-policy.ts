import { pagePath } from '@/config/page-registry';
import { grievanceEmail, privacyEmail } from '@/features/legal/content/legal-addresses';
import { grievanceOfficerRows } from '@/features/legal/content/legal-contacts';
import { privacyCollected } from '@/features/legal/content/privacy-collected';
import type { LegalDocument } from '@/features/legal/types';

/** The privacy statement (spec §2 Legal pages), written for the DPDP Act 2023. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Statement',
  intro:
    'How the Maharashtra Taekwondo Association collects, uses and protects the personal data of its members, their parents and guardians, and visitors to this website, under the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Maharashtra Taekwondo Association (“the association”, “we”) runs taekwondo training, gradings and competitions across Maharashtra. For the personal data described here we are the Data Fiduciary: we decide why and how it is used.',
        },
      ],
    },
    privacyCollected,
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'to create and run your account and keep you signed in;',
            'to process an enrollment, place the student in a class and keep training, grading and attendance records;',
            'to contact you or the emergency contact about classes, events, and in an emergency;',
            'to answer your enquiries;',
            'to enter students in gradings and competitions you have agreed to;',
            'to keep the website secure and prevent misuse;',
            'to meet our obligations under Indian law.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell personal data, show advertising, or use your data to build profiles for marketing.',
        },
      ],
    },
    {
      id: 'consent',
      heading: 'Lawful basis and consent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We process your personal data on the basis of your consent, given when you create an account, enroll or send an enquiry, for the purposes stated on the form and in this statement. A few uses rest on legitimate uses the Act allows without consent, such as responding to a medical emergency or complying with a court order.',
        },
        {
          kind: 'paragraph',
          text: [
            'You can withdraw consent at any time by writing to ',
            privacyEmail,
            '. Withdrawal is as easy as giving consent. It does not affect what was done before, but we may no longer be able to train or enter the student in events.',
          ],
        },
      ],
      subsections: [
        {
          id: 'children',
          heading: 'Children under 18',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Under the Act anyone under 18 is a child. We process a child’s data only with the verifiable consent of a parent or lawful guardian: the parent or guardian creates the account, fills in the enrollment and confirms that they are the child’s parent or guardian. At the branch we check this against an identity document before the first class.',
            },
            {
              kind: 'paragraph',
              text: 'We never track children’s behaviour, show them advertising or target them with marketing.',
            },
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Google Firebase is our Data Processor. It runs this website and its data for us and may use it only on our instructions:',
        },
        {
          kind: 'definitions',
          rows: [
            { term: 'Firebase Authentication', description: 'Accounts, passwords and sign-in.' },
            { term: 'Cloud Firestore', description: 'Profiles, enrollments and enquiries.' },
            { term: 'Cloud Functions', description: 'Our server code, run in Mumbai.' },
            { term: 'Firebase Hosting', description: 'Delivers the website pages.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We share a student’s name, age and grade with a taekwondo federation or event organiser only when you enter a grading or competition. We disclose data to authorities only when the law requires it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'definitions',
          rows: [
            {
              term: 'Account',
              description:
                'While you use it. We erase an account three years after the last sign-in, after warning you by email 48 hours before.',
            },
            {
              term: 'Enrollment',
              description:
                'For the membership and three years after it ends, for belt and certificate records. Medical notes are erased one year after the membership ends.',
            },
            { term: 'Enquiries', description: 'Two years after the last reply.' },
            { term: 'Server logs', description: 'Up to 30 days.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Data we must keep longer by law, such as receipts, is kept only for that period.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'definitions',
          rows: [
            { term: 'Access', description: 'A summary of your data and of what we do with it.' },
            {
              term: 'Correction',
              description:
                'Correct, complete or update your data; many details can be changed in your profile.',
            },
            { term: 'Erasure', description: 'Erase data we no longer need or hold by consent.' },
            {
              term: 'Grievance',
              description: 'Complain to our Grievance Officer and get an answer.',
            },
            {
              term: 'Nomination',
              description:
                'Name a person who can use these rights for you if you die or become unable to.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Write to ',
            privacyEmail,
            ' from your account’s email address. A parent or guardian uses these rights for a child.',
          ],
        },
      ],
    },
    {
      id: 'grievances',
      heading: 'Grievance Officer',
      blocks: [
        { kind: 'definitions', rows: grievanceOfficerRows },
        {
          kind: 'paragraph',
          text: [
            'If you are not satisfied with our answer, or get none within 30 days, you may complain to the Data Protection Board of India. Please write to ',
            grievanceEmail,
            ' first.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Data travels over encrypted connections (HTTPS). Your browser never reads our database: every request goes through our server, which checks who is asking. Only office staff and instructors who need data can see it. If a breach affects you, we tell you and the Data Protection Board as the Act requires.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this statement',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'When we change this statement we update the date at the top, and we email members about important changes. Questions are welcome through the ',
            { text: 'contact page', href: pagePath('contact') },
            '.',
          ],
        },
      ],
    },
  ],
};
