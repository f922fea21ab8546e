import { pagePath } from '@/config/page-registry';
import type { LegalSection } from '@/features/legal/types';

// Field lists follow the forms and the server's schemas (functions/src/contracts/auth.ts, user.ts,
// account.ts, athlete.ts, enrollment.ts, contact.ts): what they accept is what we may hold.

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
            { term: 'Phone number', description: 'Optional; you can change or remove it.' },
            {
              term: 'Date of birth',
              description:
                'Optional; you add it in your profile. It shows that you are an adult, which you must be to consent for a child.',
            },
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
      id: 'collect-athletes',
      heading: 'Athletes and guardians',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An athlete is a person who trains with us, usually a child, held by one or two guardian accounts. For each athlete we keep:',
        },
        {
          kind: 'list',
          items: [
            'full name, date of birth and gender (competition divisions are by age and sex);',
            'club, rank and membership number;',
            'who the athlete is to the guardian who added them (self, child or ward);',
            'for a child, the consent record: the notice version the guardian read, when they consented, how they were verified, and which account consented;',
            'which accounts are the athlete’s guardians.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To add a second guardian, a guardian gives us that person’s email address: we keep it with the invitation and send them one email with a link.',
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
            'which of your athletes it is for, if you choose one;',
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
            'Our hosting provider records the requests your browser makes (network address, time, page) in its logs to keep the service running and secure. When the site’s bot protection (Firebase App Check) is switched on, Google reCAPTCHA Enterprise looks at your browser and how it is used to tell people from automated scripts before a form is sent. Copies of the emails we send you (password resets, invitations) are kept for a short while. We use no advertising or analytics tools. What the site keeps in your browser is listed in the ',
            { text: 'Cookie Policy', href: pagePath('cookiePolicy') },
            '.',
          ],
        },
      ],
    },
  ],
};
