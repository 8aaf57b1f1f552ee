import { googleHomePrivacy } from './content/google-home-privacy';
import { voicePrivacyClosing } from './content/voice-privacy-closing';
import { LegalPage, withSections } from './legal-page';

const text = withSections(googleHomePrivacy, voicePrivacyClosing);

export default function GoogleHomePrivacyPage() {
  return (
    <LegalPage
      title="legal.googleHomePrivacy.title"
      description="legal.googleHomePrivacy.description"
      text={text}
    />
  );
}
