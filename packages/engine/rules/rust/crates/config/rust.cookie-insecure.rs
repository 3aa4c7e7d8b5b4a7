use cookie::{Cookie, SameSite};

fn session_cookie(sid: String) -> Cookie<'static> {
    Cookie::build(("sid", sid))
        // vigil: rust.cookie-insecure
        .secure(false)
        .http_only(true)
        .build()
}

fn session_cookie_safe(sid: String) -> Cookie<'static> {
    Cookie::build(("sid", sid))
        // vigil-ok: rust.cookie-insecure
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Lax)
        .build()
}
