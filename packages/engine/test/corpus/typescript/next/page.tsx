import { redirect } from 'next/navigation';
import { headers } from 'next/headers';

interface PageProps {
  searchParams: { q?: string; next?: string; theme?: string };
}

export default async function SearchPage({ searchParams }: PageProps) {
  const q = searchParams.q ?? '';
  if (searchParams.next) {
    // vigil: js.open-redirect
    redirect(searchParams.next);
  }
  const theme = searchParams.theme === 'dark' ? 'dark' : 'light';
  const host = headers().get('host');
  return (
    <main data-theme={theme}>
      <h1>Search</h1>
      {/* vigil: js.xss */}
      <div dangerouslySetInnerHTML={{ __html: `You searched for <b>${q}</b>` }} />
      {/* vigil-ok: js.xss */}
      <p>You searched for <b>{q}</b> on {host}</p>
    </main>
  );
}
