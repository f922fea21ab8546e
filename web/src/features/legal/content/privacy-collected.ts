import { pagePath } from '@/config/page-registry';
import type { LegalSection } from '@/features/legal/types';

// Field lists follow the forms and the server's schemas (functions/src/contracts/auth.ts,
// enrollment.ts, contact.ts): what they accept is what we may hold.

/** "What we collect" of the privacy statement. */
export const privacyCollected: LegalSection = {
  id: 'what-we-collect',
  heading: 'What we collect',
  blocks: [
    {
      kind: 'paragraph',
      text: 'We collect only what you type into our forms, what your Google account shares when you choose to sign in with Google, and the little that keeps you signed in. We do not buy data about you from anyone.',
    },
  ],
  subsections: [
    {
      id: 'collect-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'definitions',
          rows: [
            { term: 'Name', description: 'As you give it, or as your Google account shows it.' },
            { term: 'Email address', description: 'Your sign-in name and how we reach you.' },
            { term: 'Phone number', description: 'Optional when you create an account.' },
            {
              term: 'Password',
              description:
                'Passed to Firebase Authentication, which keeps only a salted hash of it. It is never stored in our own database.',
            },
            {
              term: 'Google profile photo',
              description:
                'Only if you sign in with Google: the link to your profile photo and your Google account ID.',
            },
            {
              term: 'Role and dates',
              description: 'Your member role and when the account was made.',
            },
          ],
        },
      ],
    },
    {
      id: 'collect-enrollment',
      heading: 'Enrollment in a program',
      blocks: [
        { kind: 'paragraph', text: 'When you enroll yourself or your child, the form asks for:' },
        {
          kind: 'list',
          items: [
            'full name, email address and phone number;',
            'date of birth and gender;',
            'address, city, state and pincode;',
            'the name and phone number of an emergency contact;',
            'the program chosen and any previous taekwondo experience;',
            'medical conditions you choose to tell us about (optional);',
            'how you heard about the association.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Medical information is sensitive. We ask for it only so instructors can keep the student safe in class, and only the instructors and office staff who need it can see it.',
        },
      ],
    },
    {
      id: 'collect-enquiries',
      heading: 'Enquiries',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A message sent through the contact page holds your name, email address, phone number (optional), the subject, the message itself and the type of enquiry (general, membership, event, training or other).',
        },
      ],
    },
    {
      id: 'collect-technical',
      heading: 'Technical information',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Our hosting provider records the requests your browser makes (network address, time, page) in its logs to keep the service running and secure. We use no advertising or analytics tools. What the site keeps in your browser is listed in the ',
            { text: 'Cookie Policy', href: pagePath('cookiePolicy') },
            '.',
          ],
        },
      ],
    },
  ],
};
