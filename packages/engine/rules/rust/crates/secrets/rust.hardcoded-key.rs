use hmac::{Hmac, Mac};
use jsonwebtoken::{encode, EncodingKey, Header};
use sha2::Sha256;

fn issue(claims: &Claims) -> String {
    // vigil: rust.hardcoded-key
    encode(&Header::default(), claims, &EncodingKey::from_secret(b"jwt-signing-secret")).unwrap()
}

fn mac() -> Hmac<Sha256> {
    // vigil: rust.hardcoded-key
    Hmac::<Sha256>::new_from_slice("webhook-secret".as_bytes()).unwrap()
}

fn issue_safe(claims: &Claims, key: &[u8]) -> String {
    // vigil-ok: rust.hardcoded-key
    encode(&Header::default(), claims, &EncodingKey::from_secret(key)).unwrap()
}
