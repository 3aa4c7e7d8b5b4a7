import DOMPurify from 'dompurify';

export function Bio(props: { bio: string }) {
  // vigil: js.xss
  return <div dangerouslySetInnerHTML={{ __html: props.bio }} />;
}

export function Divider() {
  // vigil-ok: js.dom-xss
  return <div dangerouslySetInnerHTML={{ __html: '<hr/>' }} />;
}

export function SafeBio(props: { bio: string }) {
  // vigil-ok: js.dom-xss
  return <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(props.bio) }} />;
}
