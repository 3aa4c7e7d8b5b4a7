import Foundation
import CommonCrypto
import WebKit

final class TransportChecks {
    func a() {
        // vigil-todo: swift.cleartext-transport
        let url = URL(string: "http://api.example.com/v1/login")!
        // vigil-ok: swift.cleartext-transport
        let url2 = URL(string: "https://api.example.com/v1/login")!
        _ = (url, url2)
    }

    func b(key: [UInt8], data: [UInt8]) {
        var out = [UInt8](repeating: 0, count: data.count + 16)
        var moved = 0
        // vigil: swift.weak-cipher
        CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), CCOptions(kCCOptionPKCS7Padding), key, key.count, nil, data, data.count, &out, out.count, &moved)
        // vigil: swift.ecb-mode
        CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode), key, key.count, nil, data, data.count, &out, out.count, &moved)
        // vigil: swift.static-iv
        let iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        _ = iv
    }

    func c(apiKey: String, web: WKWebView, name: String, blob: Data, url: URL) throws {
        // vigil: swift.cleartext-storage
        UserDefaults.standard.set(apiKey, forKey: "apiKey")
        // vigil-todo: swift.insecure-file-protection
        try blob.write(to: url, options: .noFileProtection)
        // vigil-ok: swift.insecure-file-protection
        try blob.write(to: url, options: .completeFileProtection)
        // vigil: swift.xss
        web.evaluateJavaScript("showName('\(name)')")
        // vigil-ok: swift.xss
        web.evaluateJavaScript("reload()")
        // vigil-todo: swift.webview-file-access
        web.configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
    }
}
