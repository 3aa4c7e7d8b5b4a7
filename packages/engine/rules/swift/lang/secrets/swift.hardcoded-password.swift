import Foundation

enum Config {
    // vigil: swift.hardcoded-password
    static let apiKey = "ak_live_9f8e7d6c5b"
    // vigil-ok: swift.hardcoded-password
    static let apiKeyHeader = "X-Api-Key"
}

func login() {
    // vigil: swift.hardcoded-password
    let password = "S3cr3t-Adm1n"
    // vigil-ok: swift.hardcoded-password
    let secret = ProcessInfo.processInfo.environment["APP_SECRET"] ?? ""
    authenticate(password, secret)
}
