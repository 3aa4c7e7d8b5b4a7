import Foundation
import Security

func storeToken(_ token: Data) -> OSStatus {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "api-token",
        kSecValueData as String: token,
        // vigil: swift.keychain-accessible-always
        kSecAttrAccessible as String: kSecAttrAccessibleAlways,
    ]
    return SecItemAdd(query as CFDictionary, nil)
}

func storeKey(_ key: Data) -> OSStatus {
    var query = [String: Any]()
    query[kSecClass as String] = kSecClassKey
    query[kSecValueData as String] = key
    // vigil: swift.keychain-accessible-always
    query[kSecAttrAccessible as String] = kSecAttrAccessibleAlwaysThisDeviceOnly
    return SecItemAdd(query as CFDictionary, nil)
}

func storeTokenSafe(_ token: Data) -> OSStatus {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecValueData as String: token,
        // vigil-ok: swift.keychain-accessible-always
        kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
    ]
    return SecItemAdd(query as CFDictionary, nil)
}

func storeForBackgroundSync(_ token: Data) -> OSStatus {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecValueData as String: token,
        // vigil-ok: swift.keychain-accessible-always
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
    ]
    return SecItemAdd(query as CFDictionary, nil)
}
