import Foundation
import UIKit

final class TokenCache {
    private let defaults = UserDefaults.standard

    func remember(accessToken: String, locale: String) {
        // vigil: swift.cleartext-storage
        defaults.set(accessToken, forKey: "access_token")
        // vigil-ok: swift.cleartext-storage
        defaults.set(locale, forKey: "preferredLocale")
        // vigil-ok: swift.cleartext-storage
        defaults.set(true, forKey: "tokenSaved")
    }
}

final class TermsViewController: UIViewController {
    // vigil: swift.insecure-webview
    private let page = UIWebView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(page)
    }
}
