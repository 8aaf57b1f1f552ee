import { PageStub } from '@/components/page-stub';

export default function GoogleHomePrivacyPage() {
  return (
    <PageStub
      title="legal.googleHomePrivacy.title"
      description="legal.googleHomePrivacy.description"
      summary="legal.summary"
    />
  );
}
