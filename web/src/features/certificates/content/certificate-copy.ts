// The words of the printable certificate (/certificates/<number>): the A4 sheet and the screen
// controls around it. The sheet is printed by the browser, which shapes Marathi correctly.

export const certificateCopy = {
  association: 'Maharashtra Taekwondo Association',
  titles: {
    rank: 'Certificate of Rank',
    championship: 'Certificate of Achievement',
    membership: 'Certificate of Membership',
  },
  certifies: 'This is to certify that',
  awarded: {
    rank: 'has been awarded the rank of',
    championship: 'has achieved',
    membership: 'is a registered member of the association',
  },
  atEvent: (event: string) => `at ${event}`,
  issuedOn: 'Issued on',
  number: 'Certificate number',
  status: {
    valid: 'Valid',
    revoked: 'Revoked: this certificate no longer certifies anything',
    superseded: 'Superseded by a newer certificate',
  },
  statusLabel: 'Status',
  statusShort: {
    valid: 'Valid',
    revoked: 'Revoked',
    superseded: 'Superseded',
  },
  signedFor: 'For the Maharashtra Taekwondo Association',
  qrCaption: (site: string) =>
    `Scan the code to check this certificate, or open ${site}/verify and type its number.`,
  qrLabel: 'QR code to check this certificate',
  print: 'Print',
  check: 'Check this certificate',
  loading: 'Loading the certificate…',
  notFound: 'No certificate has this number.',
  loadFailed: 'The certificate could not be loaded. Please try again.',
  retry: 'Try again',
  offline: 'Showing the certificate needs an internet connection.',
};
