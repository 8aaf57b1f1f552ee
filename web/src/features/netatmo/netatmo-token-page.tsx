import { PageStub } from '@/components/page-stub';

export default function NetatmoTokenPage() {
  return <PageStub title="netatmo.title" description="netatmo.description" summary="netatmo.summary" />;
}
