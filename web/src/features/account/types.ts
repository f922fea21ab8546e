/** What a button says at rest and while its request runs. */
export interface BusyLabel {
  idle: string;
  busy: string;
}

export interface ProfileFormCopy {
  loading: string;
  loadFailed: string;
  retry: string;
  labels: { name: string; phone: string; dateOfBirth: string };
  /** Why the member's own date of birth is asked for. */
  dateOfBirthNote: string;
  submit: BusyLabel;
  saved: string;
  saveFailed: string;
}

export interface DataDownloadCopy {
  heading: string;
  text: string;
  button: BusyLabel;
  saved: (fileName: string) => string;
  failed: string;
  /** Used when the server names no file. */
  defaultFileName: string;
}

export interface ErasureCopy {
  heading: string;
  intro: string;
  erasedHeading: string;
  erased: readonly string[];
  keptHeading: string;
  kept: readonly string[];
  confirmLabel: string;
  /** Under the label: which address is meant. */
  confirmHint: string;
  submit: BusyLabel;
  failed: string;
  /** Shown on the home page once the account is gone. */
  done: string;
}
