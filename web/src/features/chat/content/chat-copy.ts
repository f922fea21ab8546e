/** The chat panel's wording and its suggestion chips. A second language is a second object. */
export interface ChatCopy {
  title: string;
  status: string;
  welcome: string;
  conversationLabel: string;
  logLabel: string;
  typing: string;
  suggestionsLabel: string;
  /** Sent as the visitor's question when chosen. */
  suggestions: readonly string[];
  inputLabel: string;
  placeholder: string;
  send: string;
}

export const chatCopy: ChatCopy = {
  title: 'Taekwondo Assistant',
  status: 'Online 24/7',
  welcome:
    "Namaste! I'm the Taekwondo Assistant of the Maharashtra Taekwondo Association. Ask me about classes, fees, belts or events, or pick a question below.",
  conversationLabel: 'Conversation',
  logLabel: 'Messages',
  typing: 'Taekwondo Assistant is typing',
  suggestionsLabel: 'Suggested questions',
  suggestions: [
    'Class schedule',
    'Membership fees',
    'Benefits of taekwondo',
    'Belt progression',
    'Trial classes',
    'Instructor qualifications',
    'Equipment needed',
    'Upcoming events',
  ],
  inputLabel: 'Your question',
  placeholder: 'Ask about taekwondo...',
  send: 'Send',
};
