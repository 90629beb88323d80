import { PagePlaceholder } from '@/components/page-placeholder';

export default function Page() {
  return <PagePlaceholder titleKey="pages.bookings" />;
}
