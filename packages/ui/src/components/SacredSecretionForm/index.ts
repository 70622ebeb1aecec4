export type { SacredSecretionFormProps, SacredSecretionFormValue, TimeZoneOption } from './SacredSecretionForm';
export { SacredSecretionForm } from './SacredSecretionForm';
