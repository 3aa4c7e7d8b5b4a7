package com.example.app.web

import android.webkit.JavascriptInterface
import android.webkit.WebView

class Bridge {
    @JavascriptInterface
    fun token(): String = "t"
}

class HelpScreen(private val web: WebView) {
    fun show(url: String) {
        web.settings.javaScriptEnabled = true
        // vigil: kt.webview-js-interface
        web.addJavascriptInterface(Bridge(), "app")
        web.loadUrl(url)
    }
}

class StaticPage(private val web: WebView) {
    fun show() {
        web.settings.javaScriptEnabled = false
        // vigil-ok: kt.webview-js-interface
        web.addJavascriptInterface(Bridge(), "app")
        web.loadUrl("file:///android_asset/help.html")
    }
}

class ChatScreen(private val web: WebView) {
    init {
        web.settings.apply {
            javaScriptEnabled = true
        }
    }

    fun attach() {
        // vigil: kt.webview-js-interface
        web.addJavascriptInterface(Bridge(), "chat")
    }
}
