'use client';
import { useSearchParams } from 'next/navigation';
import DOMPurify from 'dompurify';

export default function Filters() {
  const searchParams = useSearchParams();
  const heading = searchParams.get('heading') ?? '';
  const tags = searchParams.getAll('tag');
  return (
    <section>
      {/* vigil: js.xss */}
      <h2 dangerouslySetInnerHTML={{ __html: '<em>' + heading + '</em>' }} />
      {/* vigil-ok: js.xss */}
      <h2 dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(heading) }} />
      {/* vigil: js.xss */}
      <ul dangerouslySetInnerHTML={{ __html: tags.map((t) => '<li>' + t + '</li>').join('') }} />
      <p>{heading}</p>
    </section>
  );
}
