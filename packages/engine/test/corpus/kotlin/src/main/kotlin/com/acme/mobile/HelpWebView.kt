package com.acme.mobile

import android.annotation.SuppressLint
import android.webkit.JavascriptInterface
import android.webkit.WebView

class AccountBridge(private val repo: AccountRepository) {
    @JavascriptInterface
    fun accountId(): String = repo.toString()
}

class HelpWebView(private val web: WebView, private val repo: AccountRepository) {
    @SuppressLint("SetJavaScriptEnabled")
    fun open(url: String) {
        web.settings.javaScriptEnabled = true
        // vigil: kt.webview-file-access
        web.settings.allowUniversalAccessFromFileURLs = true
        // vigil-ok: kt.webview-file-access
        web.settings.allowContentAccess = false
        // vigil: kt.webview-js-interface
        web.addJavascriptInterface(AccountBridge(repo), "account")
        web.loadUrl(url)
    }
}

class OfflineHelp(private val web: WebView, private val repo: AccountRepository) {
    fun open() {
        // vigil-ok: kt.webview-file-access
        web.settings.setAllowFileAccess(false)
        // vigil-ok: kt.webview-js-interface
        web.addJavascriptInterface(AccountBridge(repo), "account")
        web.loadUrl("https://appassets.androidplatform.net/assets/help.html")
    }
}
