import { googleHomePrivacy } from './content/google-home-privacy';
import { LegalPage } from './legal-page';

export default function GoogleHomePrivacyPage() {
  return (
    <LegalPage
      title="legal.googleHomePrivacy.title"
      description="legal.googleHomePrivacy.description"
      text={googleHomePrivacy}
    />
  );
}
