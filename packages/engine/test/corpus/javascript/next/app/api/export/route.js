import { exec } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(exec);

export async function POST(request) {
  const form = await request.formData();
  const sheet = form.get('sheet');
  // vigil: js.command-injection
  const { stdout } = await run(`xlsx2csv --sheet ${sheet} /srv/data/book.xlsx`);
  return new Response(stdout, { headers: { 'content-type': 'text/csv' } });
}

export async function GET(request) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  // vigil: js.xss
  return new Response(`<html><body>Results for ${q}</body></html>`, { headers: { 'content-type': 'text/html' } });
}
