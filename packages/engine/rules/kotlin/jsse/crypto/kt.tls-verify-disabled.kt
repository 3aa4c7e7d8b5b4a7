import java.security.cert.X509Certificate
import javax.net.ssl.X509TrustManager
import okhttp3.OkHttpClient

class TrustAll : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {}
    // vigil: kt.tls-verify-disabled
    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {}
    override fun getAcceptedIssuers(): Array<X509Certificate> = arrayOf()
}

fun client(): OkHttpClient = OkHttpClient.Builder()
    // vigil: kt.tls-verify-disabled
    .hostnameVerifier { _, _ -> true }
    .build()

fun strict(): OkHttpClient = OkHttpClient.Builder()
    // vigil-ok: kt.tls-verify-disabled
    .hostnameVerifier { host, _ -> host == "api.example.com" }
    .build()
