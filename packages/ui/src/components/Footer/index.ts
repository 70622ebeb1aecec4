export type { FooterLink, FooterProps } from './Footer';
export { Footer } from './Footer';
