import Foundation
import Security
import CommonCrypto
import CryptoKit
import WebKit
import SQLite3

final class AccountStore {
    func save(password: String, token: String, theme: String) {
        // vigil: swift.cleartext-storage
        UserDefaults.standard.set(password, forKey: "password")
        // vigil: swift.cleartext-storage
        UserDefaults.standard.set(token, forKey: "authToken")
        // vigil-ok: swift.cleartext-storage
        UserDefaults.standard.set(theme, forKey: "theme")
    }

    func keychain(secret: Data) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecValueData as String: secret,
            // vigil: swift.keychain-accessible-always
            kSecAttrAccessible as String: kSecAttrAccessibleAlways,
        ]
        SecItemAdd(query as CFDictionary, nil)
        let query2: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            // vigil: swift.keychain-accessible-always
            kSecAttrAccessible as String: kSecAttrAccessibleAlwaysThisDeviceOnly,
        ]
        let query3: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            // vigil-ok: swift.keychain-accessible-always
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        _ = (query2, query3)
    }
}

enum Hashing {
    static func passwordDigest(_ password: String) -> [UInt8] {
        let data = Array(password.utf8)
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        // vigil: swift.weak-hash
        CC_MD5(data, CC_LONG(data.count), &digest)
        var d2 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        // vigil: swift.weak-hash
        CC_SHA1(data, CC_LONG(data.count), &d2)
        // vigil: swift.weak-hash
        let d3 = Insecure.MD5.hash(data: Data(password.utf8))
        // vigil-ok: swift.weak-hash
        let d4 = SHA256.hash(data: Data(password.utf8))
        _ = (d3, d4)
        return digest + d2
    }

    static func token() -> String {
        // vigil: swift.insecure-random
        let sessionToken = String(rand())
        // vigil: swift.insecure-random
        let resetToken = String(random())
        // vigil-ok: swift.insecure-random
        let nonce = String(arc4random())
        var bytes = [UInt8](repeating: 0, count: 32)
        // vigil-ok: swift.insecure-random
        _ = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
        return sessionToken + resetToken + nonce
    }
}

final class Viewer {
    let web = WKWebView()
    func show(comment: String) {
        // vigil: swift.xss
        web.loadHTMLString("<p>\(comment)</p>", baseURL: nil)
        // vigil-ok: swift.xss
        web.loadHTMLString("<p>Loading</p>", baseURL: nil)
    }
}

final class TrustAll: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        // vigil: swift.tls-verify-disabled
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
    }
}

final class Db {
    var db: OpaquePointer?
    func remove(name: String) {
        // vigil: swift.sql-injection
        sqlite3_exec(db, "DELETE FROM users WHERE name = '\(name)'", nil, nil, nil)
        // vigil-ok: swift.sql-injection
        sqlite3_exec(db, "DELETE FROM users WHERE expired = 1", nil, nil, nil)
        var stmt: OpaquePointer?
        // vigil: swift.sql-injection
        sqlite3_prepare_v2(db, "SELECT * FROM users WHERE name = '" + name + "'", -1, &stmt, nil)
    }
}

final class Shell {
    func run(path: String) {
        let p = Process()
        p.launchPath = "/bin/sh"
        // vigil: swift.command-injection
        p.arguments = ["-c", "ls \(path)"]
        try? p.run()
    }
}
