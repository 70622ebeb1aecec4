export type { FooterProps } from './Footer';
export { Footer, footerLinks } from './Footer';
