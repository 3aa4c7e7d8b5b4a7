import java.security.cert.X509Certificate
import javax.net.ssl._

class TrustAll extends X509TrustManager {
  def checkClientTrusted(c: Array[X509Certificate], a: String): Unit = {}
  // vigil: scala.tls-verify-disabled
  def checkServerTrusted(c: Array[X509Certificate], a: String): Unit = {}
  def getAcceptedIssuers: Array[X509Certificate] = Array.empty
}

object Http {
  def insecure(conn: HttpsURLConnection): Unit =
    // vigil: scala.tls-verify-disabled
    conn.setHostnameVerifier((h: String, s: SSLSession) => true)

  def strict(conn: HttpsURLConnection): Unit =
    // vigil-ok: scala.tls-verify-disabled
    conn.setHostnameVerifier((h: String, s: SSLSession) => h == "api.example.com")
}
