// vigil: rust.hardcoded-password
const DB_PASSWORD: &str = "Pr0d-Db-Pass!";

struct Config { user: String, password: String }

fn defaults() -> Config {
    // vigil: rust.hardcoded-password
    Config { user: "app".into(), password: "app-pass-2024".to_string() }
}

fn from_env() -> Config {
    // vigil-ok: rust.hardcoded-password
    Config { user: "app".into(), password: std::env::var("APP_PASSWORD").unwrap() }
}

fn label() -> &'static str {
    // vigil-ok: rust.hardcoded-password
    let password = "password";
    password
}
