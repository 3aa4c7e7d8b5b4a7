import Foundation

final class TrustAll: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else { return completionHandler(.performDefaultHandling, nil) }
        // vigil: swift.tls-verify-disabled
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}

final class Pinned: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust, SecTrustEvaluateWithError(trust, nil), pinned(trust) else {
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        // vigil-ok: swift.tls-verify-disabled
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}
