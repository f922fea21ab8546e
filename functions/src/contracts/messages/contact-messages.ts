import type { ContactMessages } from './types';

// The contact form's and API's texts, the association's own strings verbatim. The server
// always answers with these; the Marathi web build reads contact-messages.mr.ts instead.
export const contactMessages: ContactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  phoneInvalid: 'Please enter a valid phone number',
  tooLong: 'This is too long',
  // Errors
  notSignedIn: 'Please login or register to submit your message',
  failed: 'Failed to submit form. Please try again later.',
  sent: 'Your message has been sent successfully. We will get back to you soon!',
  tooMany:
    'You have sent several messages in the last few minutes. Please wait a little and try again.',
  notFound: 'Message not found',
  updated: 'Message updated',
  deleted: 'Message deleted',
  enquiryTypeInvalid: 'Please choose a type of enquiry',
};
