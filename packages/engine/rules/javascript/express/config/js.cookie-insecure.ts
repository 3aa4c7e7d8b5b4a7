import type { Request, Response } from 'express';

export function login(req: Request, res: Response): void {
  // vigil: js.cookie-insecure
  res.cookie('session', req.sessionID as string, { secure: false, httpOnly: true });
  // vigil-ok: js.cookie-insecure
  res.cookie('session', req.sessionID as string, { secure: true, httpOnly: true, sameSite: 'strict' });
  res.end();
}
