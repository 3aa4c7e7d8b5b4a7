import UIKit
import WebKit

final class HelpViewController: UIViewController {
    // vigil: swift.insecure-webview
    private var legacy: UIWebView?
    // vigil-ok: swift.insecure-webview
    private var web: WKWebView?

    override func viewDidLoad() {
        super.viewDidLoad()
        // vigil: swift.insecure-webview
        let old = UIWebView(frame: view.bounds)
        legacy = old
        // vigil-ok: swift.insecure-webview
        web = WKWebView(frame: view.bounds, configuration: WKWebViewConfiguration())
    }
}
