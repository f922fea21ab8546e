/** The shortest password the forms and the server accept. */
export const PASSWORD_MIN_LENGTH = 6;
