// Words of the officials' weigh-in desk. The end-to-end tests find controls by these words, so
// change them there too.

export const weighInCopy = {
  notOfficial: 'The weigh-in desk is for officials named by the office.',
  loading: 'Loading the entries…',
  loadFailed: 'The entries could not be loaded. Please try again.',
  retry: 'Try again',
  search: { label: 'Name or membership number', button: 'Find', region: 'Find an athlete' },
  found: (count: number) => (count === 1 ? '1 athlete found' : `${count} athletes found`),
  none: 'No entry matches. Check the spelling or the membership number.',
  typeToSearch: 'Type at least two letters or digits of a name or membership number.',
  weight: (name: string) => `Weight of ${name} in kg`,
  record: 'Record weight',
  recordNamed: (name: string) => `Record weight of ${name}`,
  fits: (division: string) => `Fits ${division}`,
  doesNotFit: (proposed: string) => `Does not fit: needs decision (proposed ${proposed})`,
  noDivisionFits: 'Does not fit any division: needs decision',
  badWeight: 'Type a weight in kilograms, for example 42.5.',
  status: {
    entered: 'Not weighed yet',
    'weighed-in': 'Weighed in',
    'needs-decision': 'Needs decision',
    withdrawn: 'Withdrawn',
    disqualified: 'Disqualified',
  } as Record<string, string>,
  weighedAt: (weight: string) => `Weighed at ${weight} kg`,
  decision: {
    heading: (name: string) => `Decision for ${name}`,
    proposed: (from: string, to: string) => `Entered in ${from}; the weight fits ${to}.`,
    move: (to: string) => `Move to ${to}`,
    disqualify: 'Disqualify',
    moved: (name: string, to: string) => `${name} moved to ${to}`,
    disqualified: (name: string) => `${name} disqualified`,
  },
  queued: (count: number) =>
    count === 1
      ? '1 action is waiting for the network and will be sent when it is back.'
      : `${count} actions are waiting for the network and will be sent when it is back.`,
  allSent: 'Everything recorded here has reached the server.',
  offline: 'No network: weigh-ins are kept on this device and sent when it is back.',
  statusLabel: 'Sending to the server',
  sendNow: 'Send now',
  problemsHeading: 'Not accepted by the server',
  problem: (name: string, message: string) => `${name}: ${message}`,
  recorded: (name: string) => `${name}: weight recorded`,
  savedHere: (name: string) => `${name}: kept on this device until the network is back`,
} as const;
