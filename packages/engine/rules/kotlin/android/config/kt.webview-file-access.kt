package com.example.app.web

import android.webkit.WebView

fun configure(web: WebView) {
    // vigil: kt.webview-file-access
    web.settings.setAllowFileAccess(true)
    // vigil: kt.webview-file-access
    web.settings.allowFileAccessFromFileURLs = true
    web.settings.apply {
        // vigil: kt.webview-file-access
        allowUniversalAccessFromFileURLs = true
        // vigil-ok: kt.webview-file-access
        allowFileAccess = false
    }
    // vigil-ok: kt.webview-file-access
    web.settings.setAllowFileAccess(false)
    // vigil-ok: kt.webview-file-access
    web.settings.allowContentAccess = true
}
