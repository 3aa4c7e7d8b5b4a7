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

fn run_script(script: &str) {
    // vigil: rust.command-injection
    let _ = Command::new("sh").args(["-c", script]).status();
    // vigil: rust.command-injection
    let _ = Command::new("/bin/bash").args(&["-c", &format!("make {}", script)]).output();
    // vigil-ok: rust.command-injection
    let _ = Command::new("sh").args(["-c", "make clean"]).status();
    // vigil-ok: rust.command-injection
    let _ = Command::new("make").args(["-C", script]).status();
}
