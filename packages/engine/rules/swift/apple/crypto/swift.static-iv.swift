import CommonCrypto
import CryptoKit
import Foundation

enum Sealer {
    static func cbc(key: [UInt8], data: [UInt8]) -> [UInt8] {
        // vigil: swift.static-iv
        let iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                key, key.count, iv, data, data.count, &out, out.count, &moved)
        return Array(out.prefix(moved))
    }

    static func gcm(key: SymmetricKey, data: Data) throws -> Data {
        // vigil: swift.static-iv
        let nonce = try AES.GCM.Nonce(data: Data(count: 12))
        return try AES.GCM.seal(data, using: key, nonce: nonce).combined!
    }

    static func textIV() -> Data {
        // vigil: swift.static-iv
        let fixedIV = "0123456789abcdef".data(using: .utf8)!
        return fixedIV
    }

    static func gcmRandom(key: SymmetricKey, data: Data) throws -> Data {
        // vigil-ok: swift.static-iv
        return try AES.GCM.seal(data, using: key).combined!
    }

    static func cbcRandom() -> [UInt8] {
        // vigil-ok: swift.static-iv
        var iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        _ = SecRandomCopyBytes(kSecRandomDefault, iv.count, &iv)
        return iv
    }

    static func buffer(count: Int) -> [UInt8] {
        // vigil-ok: swift.static-iv
        let out = [UInt8](repeating: 0, count: count)
        return out
    }
}
