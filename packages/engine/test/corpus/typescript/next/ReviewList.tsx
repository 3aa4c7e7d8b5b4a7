import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';

interface ReviewProps {
  author: string;
  body: string;
}

export function Review({ author, body }: ReviewProps) {
  return (
    <article>
      <h4>{author}</h4>
      {/* vigil: js.xss */}
      <div dangerouslySetInnerHTML={{ __html: body }} />
      {/* vigil-ok: js.xss */}
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(body) }} />
    </article>
  );
}

export function ShippingNotice() {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    fetch('/api/notice')
      .then((r) => r.text())
      .then((t) => setNotice(t));
  }, []);
  // vigil: js.xss
  return <aside dangerouslySetInnerHTML={{ __html: notice }} />;
}

export function Footer() {
  const html = '<small>&copy; Example Shop</small>';
  // vigil-ok: js.xss
  return <footer dangerouslySetInnerHTML={{ __html: html }} />;
}
