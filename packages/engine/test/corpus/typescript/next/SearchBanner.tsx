'use client';

import { useSearchParams } from 'next/navigation';
import DOMPurify from 'dompurify';

export function SearchBanner() {
  const params = useSearchParams();
  const term = params.get('term') ?? '';
  return (
    <div>
      {/* vigil: js.xss */}
      <p dangerouslySetInnerHTML={{ __html: `Results for <b>${term}</b>` }} />
      {/* vigil-ok: js.xss */}
      <p dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(`Results for <b>${term}</b>`) }} />
      {/* vigil-ok: js.xss */}
      <p>Results for {term}</p>
    </div>
  );
}
