import { skyBirthFieldsMessages, skyComboBoxMessages } from './skyBirthFields';

/**
 * Sky area of the catalog: the fields shared by BirthDataForm and SacredSecretionForm. Its parts
 * live in skyBirthFields.ts so that the onboarding form does not carry the time-zone strings.
 */
export const skyFieldsMessages = {
  ...skyBirthFieldsMessages,
  timeZone: 'Time zone',
  timeZoneHint: 'The windows are shown in this time zone',
  ...skyComboBoxMessages,
} as const;
