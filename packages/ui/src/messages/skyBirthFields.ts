/** Sky area of the catalog: the birth-data fields of BirthDataForm (SacredSecretionForm uses the date). */
export const skyBirthFieldsMessages = {
  birthDate: 'Birth date',
  birthDateHint: 'Year-month-day, for example 1990-05-04',
  birthTime: 'Birth time (optional)',
  birthTimeHint: '24-hour clock at the birth place, for example 14:30',
  birthPlace: 'Birth place',
  birthPlaceHint: 'Type to search the city list',
} as const;

/** The name of the sky forms' combo boxes' button that opens the whole list (`ComboBox`'s `buttonLabel`). */
export const skyComboBoxMessages = {
  showOptions: 'Show options',
} as const;
