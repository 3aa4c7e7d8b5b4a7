// The marketing pages: public, lazy-loaded as one light chunk (no charts, no app or admin code).
// The contact form (country search, dialog) is its own chunk, loaded by /contact or on first use.
import { lazy, Suspense } from 'react';

export { HomePage } from './HomePage';
export { ServiceSastPage, ServiceDastPage } from './ServicePages';
export { InfoPage } from './InfoPage';

const ContactPageContent = lazy(() =>
  import('./ContactPage').then((m) => ({ default: m.ContactPage })),
);

export function ContactPage() {
  return (
    <Suspense fallback={null}>
      <ContactPageContent />
    </Suspense>
  );
}
