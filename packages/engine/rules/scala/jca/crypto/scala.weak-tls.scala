package net

import javax.net.ssl.SSLContext

object Contexts {
  // vigil: scala.weak-tls
  val legacy: SSLContext = SSLContext.getInstance("TLSv1.1")
  // vigil: scala.weak-tls
  val old: SSLContext = SSLContext.getInstance("SSL")
  // vigil-ok: scala.weak-tls
  val modern: SSLContext = SSLContext.getInstance("TLSv1.3")
}
