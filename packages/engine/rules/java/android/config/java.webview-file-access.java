import android.webkit.WebSettings;
import android.webkit.WebView;

public class HelpViewer {
    void configure(WebView view) {
        WebSettings settings = view.getSettings();
        // vigil: java.webview-file-access
        settings.setAllowFileAccess(true);
        // vigil: java.webview-file-access
        settings.setAllowUniversalAccessFromFileURLs(true);
        // vigil: java.webview-file-access
        view.getSettings().setAllowFileAccessFromFileURLs(true);
        // vigil-ok: java.webview-file-access
        settings.setAllowFileAccess(false);
        // vigil-ok: java.webview-file-access
        settings.setAllowContentAccess(false);
    }
}
