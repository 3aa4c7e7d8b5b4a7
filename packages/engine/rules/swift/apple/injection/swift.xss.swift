import UIKit
import WebKit

final class CommentViewController: UIViewController {
    let webView = WKWebView()

    func show(comment: String, author: String) {
        // vigil: swift.xss
        webView.loadHTMLString("<p>\(comment)</p><small>\(author)</small>", baseURL: nil)
    }

    func showProfile(bio: String) {
        // vigil: swift.xss
        webView.loadHTMLString("<div class=\"bio\">" + bio + "</div>", baseURL: Bundle.main.bundleURL)
    }

    func showLoading() {
        // vigil-ok: swift.xss
        webView.loadHTMLString("<p>Loading…</p>", baseURL: nil)
    }

    func showEscaped(comment: String) {
        // vigil-ok: swift.xss
        webView.loadHTMLString("<p>\(comment.htmlEscaped)</p>", baseURL: nil)
    }

    func showHelp() throws {
        let url = Bundle.main.url(forResource: "help", withExtension: "html")!
        let page = try String(contentsOf: url)
        // a page shipped in the bundle
        // vigil-ok: swift.xss
        webView.loadHTMLString(page, baseURL: url.deletingLastPathComponent())
    }
}

extension String {
    var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

final class MapBridge {
    let webView = WKWebView()

    func focus(place: String) {
        // vigil: swift.xss
        webView.evaluateJavaScript("map.focus('\(place)')")
    }

    func refresh() {
        // vigil-ok: swift.xss
        webView.evaluateJavaScript("map.refresh()")
    }

    func focusSafe(place: String) async throws {
        // vigil-ok: swift.xss
        _ = try await webView.callAsyncJavaScript("map.focus(place)", arguments: ["place": place], contentWorld: .page)
    }
}
