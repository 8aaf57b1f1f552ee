import { PageStub } from '@/components/page-stub';

export default function ServicesPage() {
  return <PageStub title="services.title" description="services.description" summary="services.summary" />;
}
