package check2

import (
	"github.com/go-chi/chi/v5"
	"html"
	"net/http"
)

func ChiXssSliceSafesink(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil-ok: go.xss
	w.Write([]byte("<p>" + html.EscapeString(bar) + "</p>"))
}
