import { PageStub } from '@/components/page-stub';

export default function AlexaPrivacyPage() {
  return (
    <PageStub
      title="legal.alexaPrivacy.title"
      description="legal.alexaPrivacy.description"
      summary="legal.summary"
    />
  );
}
