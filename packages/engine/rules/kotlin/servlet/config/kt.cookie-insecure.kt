import javax.servlet.http.Cookie
import javax.servlet.http.HttpServletResponse

fun login(resp: HttpServletResponse, sid: String) {
    val c = Cookie("SESSION", sid)
    // vigil: kt.cookie-insecure
    c.isHttpOnly = false
    // vigil-ok: kt.cookie-insecure
    c.secure = true
    resp.addCookie(c)
}

fun ktor(call: ApplicationCall, sid: String) {
    // vigil: kt.cookie-insecure
    call.response.cookies.append(Cookie("SESSION", sid, secure = false, httpOnly = true))
    // vigil-ok: kt.cookie-insecure
    call.response.cookies.append(Cookie("SESSION", sid, secure = true, httpOnly = true))
}

fun remember(resp: HttpServletResponse, token: String) {
    // vigil: kt.cookie-insecure
    val remember = Cookie("remember_token", token)
    remember.path = "/"
    remember.isHttpOnly = true
    resp.addCookie(remember)
    // vigil-ok: kt.cookie-insecure
    val hardened = Cookie("remember_token", token)
    hardened.secure = true
    hardened.isHttpOnly = true
    resp.addCookie(hardened)
    // vigil-ok: kt.cookie-insecure
    val gone = Cookie("remember_token", "")
    gone.maxAge = 0
    resp.addCookie(gone)
}
