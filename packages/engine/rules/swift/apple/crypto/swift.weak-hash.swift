import CryptoKit
import Foundation

func passwordHash(_ pw: String) -> String {
    // vigil: swift.weak-hash
    let digest = Insecure.MD5.hash(data: Data(pw.utf8))
    return digest.map { String(format: "%02x", $0) }.joined()
}

func legacy(_ data: Data, _ out: UnsafeMutablePointer<UInt8>) {
    data.withUnsafeBytes { buf in
        // vigil: swift.weak-hash
        _ = CC_SHA1(buf.baseAddress, CC_LONG(data.count), out)
    }
}

func integrity(_ data: Data) -> SHA256.Digest {
    // vigil-ok: swift.weak-hash
    return SHA256.hash(data: data)
}
