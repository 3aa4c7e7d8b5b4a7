package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
)

func ChiRedirectSliceVuln(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	xs := []string{"fixed", param}
	bar := xs[1]
	// vigil: go.open-redirect
	http.Redirect(w, r, bar, http.StatusFound)
}
