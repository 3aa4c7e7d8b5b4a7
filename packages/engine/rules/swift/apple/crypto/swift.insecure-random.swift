import Foundation

func sessionToken() -> String {
    // vigil: swift.insecure-random
    return (0..<4).map { _ in String(Int(drand48() * 65536), radix: 16) }.joined()
}

func shuffleDeck(_ cards: [Int]) -> [Int] {
    // vigil-ok: swift.insecure-random
    let seed = random()
    return cards.shuffled()
}

func secureToken() -> Data {
    var bytes = [UInt8](repeating: 0, count: 32)
    // vigil-ok: swift.insecure-random
    _ = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
    return Data(bytes)
}
