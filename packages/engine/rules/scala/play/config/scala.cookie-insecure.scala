import play.api.mvc._

object Sessions {
  def login(sid: String): Result =
    // vigil: scala.cookie-insecure
    Results.Ok("ok").withCookies(Cookie("sid", sid, secure = false, httpOnly = true))

  def loginSafe(sid: String): Result =
    // vigil-ok: scala.cookie-insecure
    Results.Ok("ok").withCookies(Cookie("sid", sid, secure = true, httpOnly = true, sameSite = Some(Cookie.SameSite.Lax)))
}
