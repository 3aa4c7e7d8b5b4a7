use actix_cors::Cors;
use tower_http::cors::CorsLayer;

pub fn dev_cors() -> Cors {
    // vigil: rust.cors-permissive
    Cors::permissive()
}

pub fn mirror_layer() -> CorsLayer {
    // vigil: rust.cors-permissive
    CorsLayer::very_permissive()
}

pub fn any_with_cookies() -> Cors {
    // vigil: rust.cors-permissive
    Cors::default().allow_any_origin().allow_any_method().supports_credentials()
}

pub fn app_cors() -> Cors {
    // vigil-ok: rust.cors-permissive
    Cors::default().allowed_origin("https://app.example.com").allow_any_method().supports_credentials()
}

pub fn public_api() -> Cors {
    // any origin, but no cookies or authorization sent by the browser
    // vigil-ok: rust.cors-permissive
    Cors::default().allow_any_origin().allowed_methods(vec!["GET"])
}
