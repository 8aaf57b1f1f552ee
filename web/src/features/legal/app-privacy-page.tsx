import { PageStub } from '@/components/page-stub';

export default function AppPrivacyPage() {
  return (
    <PageStub
      title="legal.appPrivacy.title"
      description="legal.appPrivacy.description"
      summary="legal.summary"
    />
  );
}
