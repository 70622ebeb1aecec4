export type { VerifyingAccessProps } from './VerifyingAccess';
export { VerifyingAccess } from './VerifyingAccess';
