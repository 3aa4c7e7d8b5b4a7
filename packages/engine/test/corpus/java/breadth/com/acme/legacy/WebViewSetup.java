package com.acme.legacy;

import android.webkit.WebSettings;
import android.webkit.WebView;

public class WebViewSetup {
  public void configure(WebView view) {
    WebSettings s = view.getSettings();
    // vigil: java.webview-file-access
    s.setAllowFileAccess(true);
    // vigil: java.webview-file-access
    s.setAllowUniversalAccessFromFileURLs(true);
    // vigil-ok: java.webview-file-access
    s.setAllowFileAccess(false);
  }
}
