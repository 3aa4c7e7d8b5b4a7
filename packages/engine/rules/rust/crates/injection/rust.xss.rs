use actix_web::{http::header::ContentType, web, HttpResponse};
use axum::{extract::Query, response::Html};
use std::collections::HashMap;

pub async fn hello(Query(p): Query<HashMap<String, String>>) -> Html<String> {
    let name = p.get("name").cloned().unwrap_or_default();
    // vigil: rust.xss
    Html(format!("<h1>Hello {}</h1>", name))
}

pub async fn hello_inline(Query(p): Query<HashMap<String, String>>) -> Html<String> {
    let name = p.get("name").cloned().unwrap_or_default();
    // vigil: rust.xss
    Html(format!("<h1>Hello {name}</h1>"))
}

pub async fn greet(q: web::Query<HashMap<String, String>>) -> HttpResponse {
    let who = q.get("who").cloned().unwrap_or_default();
    // vigil: rust.xss
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(format!("<p>Hi {}</p>", who))
}

pub async fn greet_html(q: web::Query<HashMap<String, String>>) -> HttpResponse {
    let who = q.get("who").cloned().unwrap_or_default();
    // vigil: rust.xss
    HttpResponse::Ok().content_type(ContentType::html()).body(format!("<p>Hi {}</p>", who))
}

pub async fn hello_escaped(Query(p): Query<HashMap<String, String>>) -> Html<String> {
    let name = p.get("name").cloned().unwrap_or_default();
    // vigil-ok: rust.xss
    Html(format!("<h1>Hello {}</h1>", html_escape::encode_text(&name)))
}

pub async fn greet_text(q: web::Query<HashMap<String, String>>) -> HttpResponse {
    let who = q.get("who").cloned().unwrap_or_default();
    // plain text: the browser does not parse it as markup
    // vigil-ok: rust.xss
    HttpResponse::Ok().content_type("text/plain").body(format!("<p>Hi {}</p>", who))
}

pub async fn static_page() -> Html<&'static str> {
    // vigil-ok: rust.xss
    Html("<h1>Welcome</h1>")
}
