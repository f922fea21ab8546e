/** The words of the language switch and of the offer of the Marathi edition. */
export interface LanguageCopy {
  /** Name of the header's switch (a navigation landmark). */
  switchLabel: string;
  /** Name of the mobile menu's switch: landmarks open at the same time need different names. */
  menuSwitchLabel: string;
  /**
   * The one-time offer to a visitor whose browser prefers the other edition's language. Written in
   * that language (with `lang` set), since it is addressed to its readers.
   */
  offer: {
    /** Name of the notice (a complementary landmark). */
    label: string;
    /** In the offered language. */
    message: string;
    /** The same, in this page's language, for whoever reads that. */
    messageHere: string;
    /** The link to the page in the offered language, in that language. */
    action: string;
    /** The button that closes the offer and keeps this language. */
    dismiss: string;
  };
}
