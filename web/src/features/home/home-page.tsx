import { PageStub } from '@/components/page-stub';

export default function HomePage() {
  return <PageStub title="home.title" description="home.description" summary="home.summary" />;
}
