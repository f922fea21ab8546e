import { pagePath } from '@/config/page-registry';
import { grievanceEmail, privacyEmail } from '@/features/legal/content/legal-addresses';
import { grievanceOfficerRows } from '@/features/legal/content/legal-contacts';
import { privacyCollected } from '@/features/legal/content/privacy-collected';
import { retentionTable } from '@/features/legal/content/privacy-retention-text';
import { privacyRightRows } from '@/features/legal/content/privacy-rights-text';
import type { LegalDocument } from '@/features/legal/types';
import { PRIVACY_NOTICE_VERSION } from '@contracts/privacy-notice';

/**
 * The privacy statement, written for the DPDP Act 2023 and the DPDP Rules 2025. It promises only
 * what the code does: the periods come from contracts/retention.ts (the daily retention job's
 * module), the rights from contracts/privacy-rights.ts (each tied to a served route by a test).
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Statement',
  intro:
    'How the Maharashtra Taekwondo Association collects, uses and protects the personal data of its members, the athletes they guard, their parents and guardians, and visitors to this website, under the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025.',
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
            'to keep the records of the athletes you guard: club, rank and consent;',
            'to process an enrollment and place the student in a class;',
            'to contact you or the emergency contact about classes, events, and in an emergency;',
            'to answer your enquiries;',
            'to send the emails you ask for: password resets and guardian invitations;',
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
          text: 'We process your personal data on the basis of your consent, given when you create an account, add an athlete, enroll or send an enquiry, for the purposes stated on the form and in this statement. A few uses rest on legitimate uses the Act allows without consent, such as responding to a medical emergency or complying with a court order.',
        },
        {
          kind: 'paragraph',
          text: [
            'You can withdraw consent at any time, as easily as you gave it: erase your account, or withdraw the consent given for a child, from your ',
            { text: 'profile', href: pagePath('profile') },
            ' (see Your rights below). Withdrawal does not affect what was done before, but we can then no longer train or enter the student in events.',
          ],
        },
      ],
      subsections: [
        {
          id: 'children',
          heading: 'Children under 18: verifiable consent of a parent or guardian',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Under the Act anyone under 18 is a child. A child is never an account holder: a parent or lawful guardian adds the child as an athlete from their own account, and we keep a child’s data only with that guardian’s verifiable consent. Before the child’s record is created, our server checks that the guardian is an identifiable adult:',
            },
            {
              kind: 'list',
              items: [
                'the guardian’s account email address has been verified;',
                'the guardian’s own date of birth, in their profile, makes them 18 or over;',
                'the guardian has read this notice and ticked the consent box for this version of it.',
              ],
            },
            {
              kind: 'paragraph',
              text: 'The record keeps the notice version the guardian read, the time of consent, how the guardian was verified (verified email and adult date of birth) and which account consented. A second guardian joins only through an invitation sent to their own email address, and an athlete has at most two guardians.',
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
          text: 'Inside the association, office staff see what they need to run enrollments and records; a club’s coach sees the club’s athletes without contact details; each guardian sees the athletes they guard. These Data Processors run the website and its data for us and may use it only on our instructions:',
        },
        {
          kind: 'definitions',
          rows: [
            {
              term: 'Google Firebase and Google Cloud',
              description:
                'Firebase Authentication (accounts, passwords and sign-in), Cloud Firestore (our database), Cloud Functions (our server code) and Firebase Hosting (the pages). The database and server code run in Google’s Mumbai region (asia-south1).',
            },
            {
              term: 'Email delivery',
              description:
                'Firebase’s Trigger Email extension hands each email we send (password resets, guardian invitations) to our email (SMTP) provider, which delivers it to your mailbox.',
            },
            {
              term: 'Google reCAPTCHA Enterprise',
              description:
                'Only while the site’s bot protection (Firebase App Check) is switched on: it checks that requests come from our website used by a person.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We disclose data to authorities only when the law requires it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every night our server erases what is past the period below. These periods are written once in our code, and this table is printed from it.',
        },
        { kind: 'table', table: retentionTable },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Signed in, you exercise these rights yourself, at once, from your profile; a parent or guardian exercises them for a child. For developers, each row names the request that does it.',
        },
        { kind: 'definitions', rows: privacyRightRows },
        {
          kind: 'definitions',
          rows: [
            {
              term: 'Grievance',
              description: 'Complain to our Grievance Officer (below) and get an answer.',
            },
            {
              term: 'Nomination',
              description: [
                'Name a person who can use these rights for you if you die or become unable to: write to ',
                privacyEmail,
                ' from your account’s email address.',
              ],
            },
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
          text: 'Data travels over encrypted connections (HTTPS). Your browser never reads our database: every request goes through our server, which checks who is asking and what they may see. If a breach affects you, we tell you and the Data Protection Board as the Act requires.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this statement',
      blocks: [
        {
          kind: 'paragraph',
          text: `This is version ${PRIVACY_NOTICE_VERSION} of this statement. When its promises change, the version changes with them, and a guardian’s consent for a child always records the version they read.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Questions are welcome through the ',
            { text: 'contact page', href: pagePath('contact') },
            '.',
          ],
        },
      ],
    },
  ],
};
