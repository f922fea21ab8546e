import { pagePath } from '@/config/page-registry';
import { officeEmail, officePhone } from '@/features/legal/content/legal-addresses';
import type { LegalDocument } from '@/features/legal/types';

/** The terms and conditions a member accepts when enrolling. */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  intro:
    'The terms that apply when you use this website, create an account or enroll in a program of the Maharashtra Taekwondo Association.',
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using this website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By using this website you accept these terms. Use it lawfully and do not try to break its security, overload it or read other members’ data. The text, logos, photographs and designs on it belong to the association; you may share links and print pages for personal use.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give true and current details, and keep your password to yourself.',
            'One account is for one adult. A parent or lawful guardian creates the account for a child under 18 and is responsible for it.',
            'Tell us at once if you think someone else has used your account.',
            'We may suspend an account that breaks these terms, after telling you why.',
          ],
        },
      ],
    },
    {
      id: 'enrollment-and-fees',
      heading: 'Enrollment and fees',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Sending the enrollment form is a request for a place. The branch confirms it with you, quoting the reference number you received. The content, age range and class times of each program are on the ',
            { text: 'Programs page', href: pagePath('programs') },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Fees are paid at the branch, not on this website. The branch gives you the current fees, the registration fee and the grading fees, with a receipt for every payment. Fees already paid for a month that has started are not refunded.',
        },
      ],
    },
    {
      id: 'conduct-and-safety',
      heading: 'Conduct and safety',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Taekwondo is a contact sport and carries a risk of injury. Students follow their instructor’s directions, the rules of the training hall and the tenets of courtesy, integrity, perseverance, self-control and indomitable spirit.',
        },
      ],
      subsections: [
        {
          id: 'medical-conditions',
          heading: 'Medical conditions',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Tell us about any medical condition, injury or medicine that could matter in training, on the enrollment form or to the instructor before class, and tell us when it changes. Instructors may ask for a doctor’s note before a student trains or competes.',
            },
          ],
        },
      ],
    },
    {
      id: 'photos-at-events',
      heading: 'Photos at events',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We photograph and film classes, gradings and competitions and may show the pictures on this website and in our publications. We publish pictures of a child only with the consent of a parent or guardian, and never with the child’s full name.',
        },
        {
          kind: 'paragraph',
          text: [
            'You can opt out at any time, or ask us to take down a picture, by writing to ',
            officeEmail,
            '. We remove it from the website within 7 days.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We take care that the information on this website is correct, but class times and events can change: the branch has the final word. We are not liable for loss caused by relying on the website or by its being unavailable. Nothing in these terms limits liability that Indian law does not allow us to limit, including for injury caused by our negligence.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of India. Disputes are first to be raised with the association office; if they cannot be settled, the courts in Mumbai, Maharashtra have exclusive jurisdiction.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Questions about these terms: ',
            officeEmail,
            ' or ',
            officePhone,
            '. Your personal data is handled as our ',
            { text: 'Privacy Statement', href: pagePath('privacyPolicy') },
            ' describes.',
          ],
        },
      ],
    },
  ],
};
