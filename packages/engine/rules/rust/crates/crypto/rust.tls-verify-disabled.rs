use openssl::ssl::{SslConnector, SslMethod, SslVerifyMode};

fn insecure() -> reqwest::Client {
    reqwest::Client::builder()
        // vigil: rust.tls-verify-disabled
        .danger_accept_invalid_certs(true)
        .build()
        .unwrap()
}

fn connector() -> SslConnector {
    let mut b = SslConnector::builder(SslMethod::tls()).unwrap();
    // vigil: rust.tls-verify-disabled
    b.set_verify(SslVerifyMode::NONE);
    // vigil-ok: rust.tls-verify-disabled
    b.set_verify(SslVerifyMode::PEER);
    b.build()
}

fn strict() -> reqwest::Client {
    // vigil-ok: rust.tls-verify-disabled
    reqwest::Client::builder().danger_accept_invalid_certs(false).build().unwrap()
}
