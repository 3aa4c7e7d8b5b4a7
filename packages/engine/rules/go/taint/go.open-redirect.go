package handlers

import (
	"net/http"
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
