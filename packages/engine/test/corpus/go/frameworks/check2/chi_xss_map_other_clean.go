package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
)

func ChiXssMapOtherClean(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	m := map[string]string{"a": "fixed", "b": param}
	bar := m["a"]
	// vigil-ok: go.xss
	w.Write([]byte("<p>" + bar + "</p>"))
}
