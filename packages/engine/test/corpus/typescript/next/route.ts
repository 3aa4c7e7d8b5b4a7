import { NextRequest, NextResponse } from 'next/server';
import { prisma } from '@/lib/prisma';

export async function GET(req: NextRequest) {
  const email = req.nextUrl.searchParams.get('email') ?? '';
  // vigil: js.sql-injection
  const users = await prisma.$queryRawUnsafe(`SELECT id FROM "User" WHERE email = '${email}'`);
  // vigil-ok: js.sql-injection
  const same = await prisma.$queryRaw`SELECT id FROM "User" WHERE email = ${email}`;
  return NextResponse.json({ users, same });
}

export async function POST(req: NextRequest) {
  const { imageUrl } = (await req.json()) as { imageUrl: string };
  const allowed = new URL(imageUrl);
  if (allowed.hostname !== 'images.example-cdn.com' || allowed.protocol !== 'https:') {
    return NextResponse.json({ error: 'host not allowed' }, { status: 400 });
  }
  // vigil-ok: js.ssrf
  const img = await fetch(allowed);
  return NextResponse.json({ size: (await img.arrayBuffer()).byteLength });
}

export async function PUT(req: NextRequest) {
  const { callback } = (await req.json()) as { callback: string };
  // vigil: js.ssrf
  await fetch(callback, { method: 'POST', body: JSON.stringify({ done: true }) });
  return NextResponse.json({ ok: true });
}
