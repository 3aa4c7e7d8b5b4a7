package handlers

import (
	"net/http"
	"net/url"
	"strings"
)

func Login(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if strings.HasPrefix(next, "/") && !strings.HasPrefix(next, "//") {
		// vigil-ok: go.open-redirect
		http.Redirect(w, r, next, http.StatusFound)
		return
	}
	// vigil: go.open-redirect
	http.Redirect(w, r, r.FormValue("back"), http.StatusFound)
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, "/home", http.StatusFound)
}

func Continue(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	u, err := url.Parse(next)
	if err != nil || u.Host != "" || u.Scheme != "" {
		http.Error(w, "bad target", http.StatusBadRequest)
		return
	}
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func ContinueSchemeOnly(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" {
		return
	}
	// vigil: go.open-redirect
	http.Redirect(w, r, u.String(), http.StatusFound)
}
