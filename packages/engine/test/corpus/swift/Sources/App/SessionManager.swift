import CommonCrypto
import CryptoKit
import Foundation
import SQLite3

final class SessionManager: NSObject, URLSessionDelegate {
    // vigil: swift.hardcoded-password
    private let keychainPassword = "kc-Passw0rd-2024"
    // vigil-ok: swift.hardcoded-password
    private let apiPassword = ProcessInfo.processInfo.environment["API_PASSWORD"] ?? ""

    private var db: OpaquePointer?

    func pinDigest(_ pin: String) -> String {
        // vigil: swift.weak-hash
        let digest = Insecure.MD5.hash(data: Data(pin.utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func legacyDigest(_ token: String) -> String {
        // vigil: swift.weak-hash
        let digest = Insecure.SHA1.hash(data: Data(token.utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func fileDigest(_ data: Data) -> String {
        // vigil-ok: swift.weak-hash
        let digest = SHA256.hash(data: data)
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func sessionToken() -> String {
        // vigil: swift.insecure-random
        return (0..<4).map { _ in String(Int(drand48() * 65536), radix: 16) }.joined()
    }

    func sessionTokenSafe() -> String {
        var bytes = [UInt8](repeating: 0, count: 32)
        // vigil-ok: swift.insecure-random
        _ = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
        return Data(bytes).base64EncodedString()
    }

    func findNotes(title: String) {
        let sql = "SELECT id, body FROM notes WHERE title = '\(title)'"
        // vigil: swift.sql-injection
        sqlite3_exec(db, sql, nil, nil, nil)
    }

    func findNotesSafe(title: String) {
        var stmt: OpaquePointer?
        // vigil-ok: swift.sql-injection
        sqlite3_prepare_v2(db, "SELECT id, body FROM notes WHERE title = ?", -1, &stmt, nil)
        sqlite3_bind_text(stmt, 1, title, -1, nil)
        sqlite3_step(stmt)
        sqlite3_finalize(stmt)
    }

    func encryptLegacy(_ data: Data, key: Data) -> Data {
        var out = Data(count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let outCount = out.count
        _ = out.withUnsafeMutableBytes { outPtr in
            data.withUnsafeBytes { dataPtr in
                key.withUnsafeBytes { keyPtr in
                    // vigil: swift.ecb-mode
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode | kCCOptionPKCS7Padding), keyPtr.baseAddress, key.count, nil, dataPtr.baseAddress, data.count, outPtr.baseAddress, outCount, &moved)
                }
            }
        }
        return out.prefix(moved)
    }

    func encryptDes(_ data: Data, key: Data) -> Data {
        var out = Data(count: data.count + kCCBlockSizeDES)
        var moved = 0
        let outCount = out.count
        _ = out.withUnsafeMutableBytes { outPtr in
            data.withUnsafeBytes { dataPtr in
                key.withUnsafeBytes { keyPtr in
                    // vigil: swift.weak-cipher
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), CCOptions(kCCOptionPKCS7Padding), keyPtr.baseAddress, kCCKeySizeDES, nil, dataPtr.baseAddress, data.count, outPtr.baseAddress, outCount, &moved)
                }
            }
        }
        return out.prefix(moved)
    }

    func seal(_ data: Data, key: SymmetricKey) throws -> Data {
        // vigil-ok: swift.weak-cipher, swift.ecb-mode
        return try AES.GCM.seal(data, using: key).combined!
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        // vigil: swift.tls-verify-disabled
        completionHandler(.useCredential, URLCredential(trust: trust))
    }

    func password() -> String { apiPassword.isEmpty ? keychainPassword : apiPassword }
}
