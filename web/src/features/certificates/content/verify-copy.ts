import type { PageCopy } from '@/components/ui/page-intro';

// The words of the certificate check (/verify, /verify/<number>). Each outcome says plainly what it
// means for the person holding the paper: a school, a club, a selection committee.

export const verifyIntro: PageCopy = {
  heading: 'Check a certificate',
  intro:
    'Every certificate of the association carries a number and a QR code. Type the number, scan the code with your camera or upload a photo of it. The signature is checked on this device, even without internet.',
};

export const verifyCopy = {
  number: {
    heading: 'By number',
    label: 'Certificate number',
    hint: 'As printed on the certificate, for example MTA-C-2026-000123.',
    button: 'Check',
    invalid: 'Type the number as it is printed, for example MTA-C-2026-000123.',
  },
  scan: {
    heading: 'By QR code',
    start: 'Scan with the camera',
    stop: 'Stop the camera',
    videoLabel: 'Camera view: hold the QR code inside the frame',
    looking: 'Looking for a QR code…',
    denied:
      'The camera could not be opened. Allow the camera for this site, or upload a photo of the QR code instead.',
    upload: 'Upload a photo of the QR code',
    reading: 'Reading the photo…',
  },
  checking: 'Checking…',
  outcomes: {
    valid: {
      title: 'Genuine and valid',
      body: 'This certificate was issued by the Maharashtra Taekwondo Association and is in force.',
    },
    revoked: {
      title: 'Genuine, but revoked',
      body: 'The association issued this certificate and later withdrew it. It no longer certifies anything.',
    },
    superseded: {
      title: 'Genuine, but superseded',
      body: 'The association issued this certificate, and a newer certificate of the same holder replaces it.',
    },
    offline: {
      title: 'Genuine signature; status not checked',
      body: 'The signature is the association’s and nothing in the certificate was changed. You are offline, so whether it has since been revoked or replaced is not known. Check again with a connection.',
    },
    checkingStatus: {
      title: 'Genuine signature; checking its status…',
      body: 'The signature is the association’s and nothing in the certificate was changed. The association’s register is being asked whether it is still valid.',
    },
    notGenuine: {
      title: 'Not genuine',
      body: 'This code was not signed by the association, or it was changed after signing. Do not accept it as a certificate of the association.',
    },
    unknownNumber: {
      title: 'No such certificate',
      body: (number: string) =>
        `The association has issued no certificate numbered ${number}. Check the number for typing mistakes.`,
    },
    unreadable: {
      title: 'Could not read a QR code',
      body: 'No QR code could be read in this picture. Try a sharper photo in good light, with the whole code inside the frame.',
    },
    numberOffline: {
      title: 'Needs a connection',
      body: 'Looking up a number needs the internet. Scan or upload the QR code instead: its signature is checked on this device.',
    },
    unsupported: {
      title: 'This browser cannot check the signature',
      body: 'Update the browser to check certificates without internet. The association’s register is asked instead when there is a connection.',
    },
    tooMany: {
      title: 'Too many checks',
      body: 'Too many checks came from this connection. Please wait a minute and try again.',
    },
    failed: {
      title: 'The register could not be reached',
      body: 'The association’s register did not answer. Please try again in a moment.',
    },
  },
  fromRegister: 'Found in the association’s register.',
  signatureChecked: 'Signature checked on this device.',
  details: {
    label: 'Certificate details',
    number: 'Number',
    holder: 'Holder',
    rank: 'Rank',
    result: 'Result',
    event: 'Event',
    issuedOn: 'Issued on',
    kind: 'Certificate',
    membershipNumber: 'Membership number',
    statusChangedOn: 'Status changed on',
    reason: 'Reason given by the office',
  },
  kinds: {
    rank: 'Rank certificate',
    championship: 'Championship certificate',
    membership: 'Membership certificate',
  },
  view: 'View and print the certificate',
  checkAnother: 'Check another certificate',
};
