import { PageStub } from '@/components/page-stub';

export default function InstallerPage() {
  return <PageStub title="installer.title" description="installer.description" summary="installer.summary" />;
}
