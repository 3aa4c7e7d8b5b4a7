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
