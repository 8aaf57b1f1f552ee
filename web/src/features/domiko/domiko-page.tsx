import { PageStub } from '@/components/page-stub';

export default function DomikoPage() {
  return <PageStub title="domiko.title" description="domiko.description" summary="domiko.summary" />;
}
