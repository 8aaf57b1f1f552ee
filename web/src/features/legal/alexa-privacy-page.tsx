import { alexaPrivacy } from './content/alexa-privacy';
import { voicePrivacyClosing } from './content/voice-privacy-closing';
import { LegalPage, withSections } from './legal-page';

const text = withSections(alexaPrivacy, voicePrivacyClosing);

export default function AlexaPrivacyPage() {
  return (
    <LegalPage title="legal.alexaPrivacy.title" description="legal.alexaPrivacy.description" text={text} />
  );
}
