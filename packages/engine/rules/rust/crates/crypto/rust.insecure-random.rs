use rand::rngs::{OsRng, SmallRng};
use rand::{RngCore, SeedableRng};

pub fn session_token() -> u64 {
    // vigil: rust.insecure-random
    SmallRng::seed_from_u64(42).next_u64()
}

pub fn api_key() -> String {
    // vigil: rust.insecure-random
    let api_key = fastrand::u128(..);
    format!("{:x}", api_key)
}

pub fn jitter_ms() -> u64 {
    // vigil-ok: rust.insecure-random
    fastrand::u64(0..250)
}

pub fn reset_token() -> u64 {
    // vigil-ok: rust.insecure-random
    OsRng.next_u64()
}
