// One valid enrollment form and one valid contact form for every test that needs them, unit and
// integration alike. Tests only: excluded from the functions build.

/** A complete, valid enrollment form. */
export function exampleEnrollmentForm(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fullName: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 00001',
    dateOfBirth: '2010-04-05',
    gender: 'female',
    address: '12 FC Road, Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    emergencyContact: 'Ravi Patil',
    emergencyPhone: '9822000002',
    program: 'teens',
    experience: 'none',
    howDidYouHear: 'friend',
    terms: true,
    ...overrides,
  };
}

/** A complete, valid contact form. */
export function exampleContactForm(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 00001',
    subject: 'Trial class',
    message: 'Can my daughter join a trial class on Saturday?',
    enquiryType: 'training',
    ...overrides,
  };
}
