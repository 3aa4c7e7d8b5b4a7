import CryptoKit
import Foundation

enum Crypto {
    // vigil: swift.hardcoded-key
    static let key = SymmetricKey(data: Data("0123456789abcdef0123456789abcdef".utf8))
    // vigil-ok: swift.hardcoded-key
    static let fresh = SymmetricKey(size: .bits256)
}

func keyFromKeychain(_ data: Data) -> SymmetricKey {
    // vigil-ok: swift.hardcoded-key
    return SymmetricKey(data: data)
}
