import Foundation

func archive(_ dir: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    // vigil: swift.command-injection
    p.arguments = ["-c", "tar czf /tmp/out.tgz \(dir)"]
    try p.run()
}

func archiveSafe(_ dir: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
    // vigil-ok: swift.command-injection
    p.arguments = ["czf", "/tmp/out.tgz", dir]
    try p.run()
}

func uptime() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    // vigil-ok: swift.command-injection
    p.arguments = ["-c", "uptime"]
    try p.run()
}
