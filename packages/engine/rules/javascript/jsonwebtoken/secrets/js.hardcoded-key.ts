export class TokenService {
  // vigil: js.hardcoded-key
  private readonly jwtSecret = 'class-field-jwt-secret';
  // vigil-ok: js.hardcoded-key
  private readonly signingKey = process.env.SIGNING_KEY;
}
