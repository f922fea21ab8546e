// The version of the privacy notice now in force. A guardian's consent records the version they
// read; the consent form sends it back and the server refuses a consent given to an older one.
// Change it (to the day the new text takes effect) whenever the notice's promises change.
export const PRIVACY_NOTICE_VERSION = '2026-11-28';
