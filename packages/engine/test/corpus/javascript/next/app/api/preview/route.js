import { NextResponse } from 'next/server';
import { sql } from '@/lib/db';

export async function GET(request) {
  const { searchParams } = new URL(request.url);
  const slug = searchParams.get('slug');
  // vigil: js.sql-injection
  const rows = await sql.unsafe(`SELECT id, body FROM posts WHERE slug = '${slug}' AND draft = true`);
  if (!rows.length) {
    return NextResponse.json({ error: 'not found' }, { status: 404 });
  }
  const next = searchParams.get('next');
  // vigil: js.open-redirect
  return NextResponse.redirect(next);
}

export async function POST(request) {
  const { slug } = await request.json();
  // vigil-ok: js.sql-injection
  const rows = await sql`SELECT id FROM posts WHERE slug = ${slug}`;
  // vigil-ok: js.open-redirect
  return NextResponse.redirect(new URL(`/posts/${rows[0].id}`, request.url));
}
