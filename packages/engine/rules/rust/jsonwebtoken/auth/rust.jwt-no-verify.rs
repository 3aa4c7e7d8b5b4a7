use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};

fn claims(token: &str) -> Claims {
    let mut v = Validation::new(Algorithm::HS256);
    // vigil: rust.jwt-no-verify
    v.insecure_disable_signature_validation();
    decode::<Claims>(token, &DecodingKey::from_secret(&[]), &v).unwrap().claims
}

fn claims_safe(token: &str, key: &DecodingKey) -> Claims {
    // vigil-ok: rust.jwt-no-verify
    decode::<Claims>(token, key, &Validation::new(Algorithm::RS256)).unwrap().claims
}
