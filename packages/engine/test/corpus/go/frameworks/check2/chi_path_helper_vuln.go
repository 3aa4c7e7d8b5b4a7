package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func passChiPathHelperVuln(v string) string {
	return strings.TrimSpace(v)
}

func ChiPathHelperVuln(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := passChiPathHelperVuln(param)
	// vigil: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, bar))
	_ = data
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	w.Write([]byte("done"))
}
