import { alexaPrivacy } from './content/alexa-privacy';
import { LegalPage } from './legal-page';

export default function AlexaPrivacyPage() {
  return (
    <LegalPage
      title="legal.alexaPrivacy.title"
      description="legal.alexaPrivacy.description"
      text={alexaPrivacy}
    />
  );
}
