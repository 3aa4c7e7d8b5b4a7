import CommonCrypto

func encryptLegacy(key: [UInt8], data: [UInt8]) -> CCCryptorStatus {
    var cryptor: CCCryptorRef?
    // vigil: swift.weak-cipher
    return CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithm3DES), CCOptions(kCCOptionPKCS7Padding), key, key.count, nil, &cryptor)
}

func encryptAes(key: [UInt8]) -> CCCryptorStatus {
    var cryptor: CCCryptorRef?
    // vigil-ok: swift.weak-cipher
    return CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), key, key.count, nil, &cryptor)
}
