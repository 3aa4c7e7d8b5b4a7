package check2

import (
	"github.com/go-chi/chi/v5"
	"net/http"
	"os"
	"path/filepath"
)

func passChiPathHelperConstClean(v string) string {
	_ = v
	return "archive"
}

func ChiPathHelperConstClean(w http.ResponseWriter, r *http.Request) {
	param := chi.URLParam(r, "term")
	bar := passChiPathHelperConstClean(param)
	// vigil-ok: go.path-traversal
	data, err := os.ReadFile(filepath.Join(uploads, bar))
	_ = data
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
	}
	w.Write([]byte("done"))
}
