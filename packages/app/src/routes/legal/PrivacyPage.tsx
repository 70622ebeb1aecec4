import { appMessages } from '../../messages';
import { LegalDocument } from './LegalDocument';
import { privacyContent } from './privacyContent';

/** `/privacy`: the Privacy Policy (the text lives in privacyContent.tsx). */
export function PrivacyPage() {
  return <LegalDocument title={appMessages.titles.privacy} content={privacyContent} />;
}
