import { skyBirthValidationMessages, skyNameValidationMessages } from './skyBirthValidation';

/**
 * Sky area of the catalog: birth-data validation messages. Its parts live in
 * skyBirthValidation.ts so that each form carries only the messages it can show.
 */
export const skyValidationMessages = {
  ...skyBirthValidationMessages,
  placeUnknown: 'Choose a city from the list, or leave the field empty.',
  ...skyNameValidationMessages,
  timeZoneUnknown: 'Choose a time zone from the list.',
} as const;
