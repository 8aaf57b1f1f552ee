import { PageStub } from '@/components/page-stub';

export default function GoogleLoginPage() {
  return (
    <PageStub title="googleHome.title" description="googleHome.description" summary="googleHome.summary" />
  );
}
