package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"net/url"
)

type holderChiRedirectStructSafesink struct {
	value string
	label string
}

func ChiRedirectStructSafesink(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	h := holderChiRedirectStructSafesink{value: param, label: "fixed"}
	bar := h.value
	// vigil-ok: go.open-redirect
	http.Redirect(w, r, "/home?tab="+url.QueryEscape(bar), http.StatusFound)
}
