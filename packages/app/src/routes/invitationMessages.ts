// The words of `/reset-password?invitation=1`: a new account's invitation (the user generator) opens
// the same form as a reset link, welcoming instead. Beside the lazy page, not in the entry.
export const invitationMessages = {
  title: 'Welcome to Moonheart',
  chooseTitle: 'Choose your password',
  chooseLead: (min: number, max: number) =>
    `An administrator made an account for you. Choose a password of ${min} to ${max} characters, then log in with it.`,
  invalidTitle: 'This invitation no longer works',
} as const;
