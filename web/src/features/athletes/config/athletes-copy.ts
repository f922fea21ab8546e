import type { AthleteGender, AthleteRelationship } from '@contracts/athlete';

// Words of the member's athlete screens. The end-to-end tests find controls by these labels, so
// change them there too. Validation and server texts live in @contracts/athlete.

export const athletesCopy = {
  intro:
    'The children and wards you look after, and yourself if you train. Each athlete gets a membership number that stays with them for ranks, certificates and championships.',
  loading: 'Loading your athletes…',
  loadFailed: 'Your athletes could not be loaded. Please try again.',
  retry: 'Try again',
  empty:
    'No athletes yet. Add your child, a ward or yourself to enroll them and follow their ranks.',
  add: 'Add an athlete',
  listLabel: 'Your athletes',
  fields: {
    membershipNumber: 'Membership number',
    club: 'Club',
    rank: 'Rank',
    age: 'Age',
    consent: 'Consent',
    guardians: 'Guardians',
  },
  age: (years: number) => (years === 1 ? '1 year' : `${years} years`),
  guardians: (count: number) => (count >= 2 ? '2 of 2 (no more can be added)' : `${count} of 2`),
  consentGivenByYou: (date: string, version: string) =>
    `Consent given by you on ${date} (notice ${version})`,
  consentGivenByOther: (date: string, version: string) =>
    `Consent given by the other guardian on ${date} (notice ${version})`,
  consentAdult: 'Adult — no consent needed',
  consentMissing: 'No consent on record: please contact the office',
  actions: {
    edit: (name: string) => `Edit ${name}`,
    editShort: 'Edit',
    invite: 'Invite a second guardian',
    remove: 'Remove',
    removeNamed: (name: string) => `Remove ${name}`,
  },
  toasts: {
    added: (name: string) => `${name} was added`,
    saved: 'Changes saved',
    removed: (name: string) => `${name} was removed and their record erased`,
    invited: (email: string) => `Invitation sent to ${email}`,
  },
};

export const relationshipLabels: Record<AthleteRelationship, string> = {
  child: 'My child',
  ward: 'A ward in my care (I am their legal guardian)',
  self: 'Myself',
};

export const genderLabels: Record<AthleteGender, string> = { male: 'Male', female: 'Female' };

export const addFormCopy = {
  heading: 'Add an athlete',
  note: 'Fields marked * are required. We ask for no email or phone number for a child: you are their contact.',
  relationship: 'Who are you adding?',
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  gender: 'Sex',
  genderHint: 'Competition divisions are by sex.',
  club: 'Club',
  clubPlaceholder: 'Choose a club',
  submit: { idle: 'Add athlete', busy: 'Adding…' },
  cancel: 'Cancel',
  failed: 'The athlete could not be added. Please try again.',
};

export const consentCopy = {
  heading: 'Consent for a child under 18',
  lead: 'The law asks a parent or lawful guardian to consent before we keep a child’s details. Please read the notice below in full.',
  noticeLabel: 'Privacy notice for guardians',
  version: (version: string) => `Notice version ${version}`,
  loading: 'Loading the notice…',
  loadFailed: 'The notice could not be loaded, so consent cannot be given yet.',
  retry: 'Load the notice again',
  checkbox:
    'I have read the notice above. As the child’s parent or lawful guardian, I consent to the association keeping and using these details as it describes.',
};

/** What is missing when the server does not yet accept the member as an identifiable adult. */
export const guardianCheckCopy = {
  heading: 'Before you can consent for a child',
  lead: 'The law asks us to know that the person consenting is an adult we can identify. Your account still needs:',
  verifyEmail:
    'a verified email address — open the link we emailed you, or send a new one from your profile',
  verifyEmailIfNeeded:
    'a verified email address, if you have not verified it yet — open the link we emailed you, or send a new one from your profile',
  dateOfBirth: 'your own date of birth in your profile (you must be 18 or over)',
  link: 'Go to your profile',
  after: 'Then come back to My athletes and add the athlete again.',
};

export const editFormCopy = {
  heading: (name: string) => `Edit ${name}`,
  note: 'Only the name and the club can be changed here. For a wrong date of birth or sex, please contact the office.',
  submit: { idle: 'Save changes', busy: 'Saving…' },
  cancel: 'Cancel',
  failed: 'The changes could not be saved. Please try again.',
};

export const removeCopy = {
  title: (name: string) => `Remove ${name}?`,
  text: 'Removing the athlete withdraws your consent and erases their record: name, date of birth, club and rank history. Certificates already issued stay verifiable without their name. This cannot be undone.',
  confirm: 'Remove and erase',
  busy: 'Removing…',
  cancel: 'Keep the athlete',
  failed: 'The athlete could not be removed. Please try again.',
};

export const inviteCopy = {
  heading: (name: string) => `Invite a second guardian for ${name}`,
  lead: 'An athlete can have at most two guardians. We email the person a link; they sign in (or register) with that address and accept.',
  full: 'This athlete already has two guardians, the most allowed.',
  email: 'Their email address',
  submit: { idle: 'Send invitation', busy: 'Sending…' },
  cancel: 'Cancel',
  failed: 'The invitation could not be sent. Please try again.',
};
