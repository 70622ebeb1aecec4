import { appMessages } from '../../messages';
import { LegalDocument } from './LegalDocument';
import { termsContent } from './termsContent';

/** `/terms`: the Terms of Service (the text lives in termsContent.tsx). */
export function TermsPage() {
  return <LegalDocument title={appMessages.titles.terms} content={termsContent} />;
}
