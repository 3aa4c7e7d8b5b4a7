use std::process::Command;

fn ping(host: &str) -> std::io::Result<std::process::Output> {
    // vigil: rust.command-injection
    Command::new("sh").arg("-c").arg(format!("ping -c 1 {}", host)).output()
}

fn ping_safe(host: &str) -> std::io::Result<std::process::Output> {
    // vigil-ok: rust.command-injection
    Command::new("ping").arg("-c").arg("1").arg(host).output()
}

fn uptime() -> std::io::Result<std::process::Output> {
    // vigil-ok: rust.command-injection
    Command::new("sh").arg("-c").arg("uptime").output()
}
