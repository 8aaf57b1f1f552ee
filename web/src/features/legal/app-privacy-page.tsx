import { appPrivacy } from './content/app-privacy';
import { LegalPage } from './legal-page';

export default function AppPrivacyPage() {
  return (
    <LegalPage title="legal.appPrivacy.title" description="legal.appPrivacy.description" text={appPrivacy} />
  );
}
