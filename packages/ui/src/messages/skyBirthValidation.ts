/** Sky area of the catalog: the birth date and time checks (BirthDataForm, SacredSecretionForm). */
export const skyBirthValidationMessages = {
  dateRequired: 'Please enter your birth date.',
  dateFormat: 'Enter the date as year-month-day, for example 1990-05-04.',
  dateInvalid: 'That date does not exist. Check the day and the month.',
  dateFuture: 'A birth date cannot be in the future.',
  dateTooEarly: 'Please enter a date from 1800 onwards.',
  timeFormat: 'Enter the time as hours:minutes on a 24-hour clock, for example 14:30.',
} as const;

/** The onboarding name check (BirthDataForm). */
export const skyNameValidationMessages = {
  nameTooLong: 'Please use at most 80 characters.',
} as const;
