import React from 'react';

export function InviteForm(): JSX.Element {
  // vigil: js.insecure-random
  const inviteCode: string = Math.random().toString(36).slice(2, 8);
  // vigil-ok: js.insecure-random
  const hue = Math.floor(Math.random() * 360);
  return <div style={{ color: `hsl(${hue}, 50%, 50%)` }}>{inviteCode}</div>;
}

export default function handler(req: NextApiRequest, res: NextApiResponse): void {
  // vigil: js.insecure-random
  const v: string = Math.random().toString(16).slice(2);
  res.setHeader('Set-Cookie', `ref=${v}; Path=/`);
  res.end();
}
