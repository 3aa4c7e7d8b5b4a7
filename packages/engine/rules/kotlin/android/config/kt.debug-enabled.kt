package com.example.app

import android.app.Application
import android.webkit.WebView

class App : Application() {
    override fun onCreate() {
        super.onCreate()
        // vigil: kt.debug-enabled
        WebView.setWebContentsDebuggingEnabled(true)
    }
}

class DebugApp : Application() {
    override fun onCreate() {
        super.onCreate()
        if (BuildConfig.DEBUG) {
            // vigil-ok: kt.debug-enabled
            WebView.setWebContentsDebuggingEnabled(true)
        }
        // vigil-ok: kt.debug-enabled
        WebView.setWebContentsDebuggingEnabled(false)
    }
}

object BuildConfig {
    const val DEBUG = false
}
