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
