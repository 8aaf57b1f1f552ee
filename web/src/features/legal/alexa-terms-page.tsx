import { PageStub } from '@/components/page-stub';

export default function AlexaTermsPage() {
  return (
    <PageStub
      title="legal.alexaTerms.title"
      description="legal.alexaTerms.description"
      summary="legal.summary"
    />
  );
}
