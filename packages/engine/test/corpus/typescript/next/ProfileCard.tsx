import React from 'react';
import DOMPurify from 'isomorphic-dompurify';
import { marked } from 'marked';

interface Props {
  bio: string;
  website: string;
  displayName: string;
}

export function ProfileCard({ bio, website, displayName }: Props) {
  const bioHtml = marked.parse(bio) as string;
  return (
    <section className="profile">
      <h2>{displayName}</h2>
      {/* vigil: js.xss */}
      <div className="bio" dangerouslySetInnerHTML={{ __html: bioHtml }} />
      {/* vigil-ok: js.xss */}
      <div className="bio-safe" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(bioHtml) }} />
      {/* vigil-ok: js.xss */}
      <p className="name">{displayName}</p>
      <a href={website.startsWith('https://') ? website : '#'}>Website</a>
    </section>
  );
}

export function StaticNotice() {
  const notice = '<strong>Maintenance</strong> on Sunday 02:00-04:00 UTC';
  // vigil-ok: js.xss
  return <div dangerouslySetInnerHTML={{ __html: notice }} />;
}
