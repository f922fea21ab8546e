// The words of the member's own account screens: editing the profile, downloading their data and
// erasing the account. Validation texts live in the shared contracts (athlete-messages).
import type { DataDownloadCopy, ErasureCopy, ProfileFormCopy } from '@/features/account/types';

export const profileFormCopy: ProfileFormCopy = {
  loading: 'Loading your details…',
  loadFailed: 'Your details could not be loaded.',
  retry: 'Try again',
  labels: { name: 'Full name', phone: 'Phone (optional)', dateOfBirth: 'Your date of birth' },
  dateOfBirthNote:
    'Your own date of birth, not your child’s: the association needs it before a parent adds a child, because only an adult (18 or over) can give consent for a child.',
  submit: { idle: 'Save changes', busy: 'Saving…' },
  saved: 'Your details have been saved.',
  saveFailed: 'Your details could not be saved. Please try again.',
};

export const dataDownloadCopy: DataDownloadCopy = {
  heading: 'Download your data',
  text: 'One file with everything the association holds about you and the athletes you look after: your profile, athletes and their consent records, enrollments, enquiries, certificates and championship entries. It is a JSON file, which any text editor can open.',
  button: { idle: 'Download my data', busy: 'Preparing your file…' },
  saved: (fileName: string) => `Your file “${fileName}” has been downloaded.`,
  failed: 'Your data could not be downloaded. Please try again.',
  defaultFileName: 'mta-my-data.json',
};

export const erasureCopy: ErasureCopy = {
  heading: 'Erase my account',
  intro: 'This cannot be undone. Download your data first if you want to keep a copy.',
  erasedHeading: 'What is erased',
  erased: [
    'Your profile: name, email, phone and date of birth.',
    'Your enquiries and enrollments.',
    'Athletes that only you look after, with their consent records. An athlete who has a second guardian stays with that guardian.',
    'Your sign-in: you cannot sign in with this account again.',
  ],
  keptHeading: 'What is kept, and why',
  kept: [
    'Certificates already issued stay verifiable, because clubs and schools rely on them; they show “Name withheld” instead of a name and no longer lead to any person.',
    'The association’s audit log keeps a note that an account was erased, without your name or email, so the office can show it acted on your request.',
  ],
  confirmLabel: 'Type your email address to confirm',
  confirmHint: 'The address you sign in with, as shown under Profile.',
  submit: { idle: 'Erase my account for ever', busy: 'Erasing…' },
  failed: 'Your account could not be erased. Please try again.',
  done: 'Your account has been erased. Thank you for having been part of the association.',
};
