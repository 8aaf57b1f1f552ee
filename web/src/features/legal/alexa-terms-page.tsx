import { alexaTerms } from './content/alexa-terms';
import { LegalPage } from './legal-page';

export default function AlexaTermsPage() {
  return (
    <LegalPage title="legal.alexaTerms.title" description="legal.alexaTerms.description" text={alexaTerms} />
  );
}
