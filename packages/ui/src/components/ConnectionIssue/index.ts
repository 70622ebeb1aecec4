export type { ConnectionIssueProps } from './ConnectionIssue';
export { ConnectionIssue } from './ConnectionIssue';
