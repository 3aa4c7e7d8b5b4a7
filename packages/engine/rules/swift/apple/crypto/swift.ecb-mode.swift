import CommonCrypto

func encryptEcb(key: [UInt8]) -> CCCryptorStatus {
    var cryptor: CCCryptorRef?
    // vigil: swift.ecb-mode
    return CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode), key, key.count, nil, &cryptor)
}

func encryptCbc(key: [UInt8], iv: [UInt8]) -> CCCryptorStatus {
    var cryptor: CCCryptorRef?
    // vigil-ok: swift.ecb-mode
    return CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), key, key.count, iv, &cryptor)
}
