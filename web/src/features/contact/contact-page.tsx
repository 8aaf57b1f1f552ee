import { PageStub } from '@/components/page-stub';

export default function ContactPage() {
  return <PageStub title="contact.title" description="contact.description" summary="contact.summary" />;
}
