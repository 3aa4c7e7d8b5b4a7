package web

import "net/http"

func Login(w http.ResponseWriter, sid string) {
	// vigil: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session", Value: sid, Path: "/"})
	// vigil: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "remember", Value: "1", Secure: true, HttpOnly: false})
	// vigil-ok: go.cookie-insecure
	http.SetCookie(w, &http.Cookie{Name: "session", Value: sid, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
}

type ginContext interface {
	SetCookie(name, value string, maxAge int, path, domain string, secure, httpOnly bool)
}

func GinLogin(c ginContext, sid string, tls bool) {
	// vigil: go.cookie-insecure
	c.SetCookie("session", sid, 3600, "/", "", false, true)
	// vigil: go.cookie-insecure
	c.SetCookie("auth_token", sid, 3600, "/", "", true, false)
	// vigil-ok: go.cookie-insecure
	c.SetCookie("session", sid, 3600, "/", "", true, true)
	// vigil-ok: go.cookie-insecure
	c.SetCookie("session", sid, 3600, "/", "", tls, true)
}
