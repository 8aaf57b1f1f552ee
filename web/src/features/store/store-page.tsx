import { PageStub } from '@/components/page-stub';

export default function StorePage() {
  return <PageStub title="store.title" description="store.description" summary="store.summary" />;
}
